/**
 * @generated SignedSource<<65e484440caef23efeb5013ce7b881b8>>
 * @relayHash 5c18a86447e8678ff93b980d3a576147
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9343020098b8dc0084f6317ce3fcf2e52848a51fb2e40756a6a613d3eefaf8d2

import type { ConcreteRequest } from 'relay-runtime';
export type JoinPageGroupsQuery$variables = Record<PropertyKey, never>;
export type JoinPageGroupsQuery$data = {
  readonly viewer: {
    readonly studyGroups: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly code: string | null | undefined;
          readonly id: string;
          readonly name: string;
        };
      }>;
    };
  } | null | undefined;
};
export type JoinPageGroupsQuery = {
  response: JoinPageGroupsQuery$data;
  variables: JoinPageGroupsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "StudyGroupConnection",
        "kind": "LinkedField",
        "name": "studyGroups",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StudyGroupEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "StudyGroup",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "studyGroups(first:100)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "JoinPageGroupsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JoinPageGroupsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9343020098b8dc0084f6317ce3fcf2e52848a51fb2e40756a6a613d3eefaf8d2",
    "metadata": {},
    "name": "JoinPageGroupsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f522c69cb773201c88522644d86149e5";

export default node;
