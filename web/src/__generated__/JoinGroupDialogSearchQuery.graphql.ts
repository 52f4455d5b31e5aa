/**
 * @generated SignedSource<<d73e4ab674ec4fa00f9ec547931ae56c>>
 * @relayHash 1507596ed02096c94b75fb2d0a2e26e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6eb697998e86ad8a58e420a5fda6f3f52996e69140d2166698ba45709af236c5

import type { ConcreteRequest } from 'relay-runtime';
export type JoinGroupDialogSearchQuery$variables = {
  search: string;
};
export type JoinGroupDialogSearchQuery$data = {
  readonly publicStudyGroups: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly description: string | null | undefined;
        readonly id: string;
        readonly memberCount: number;
        readonly name: string;
        readonly ownerName: string | null | undefined;
        readonly requiresRequest: boolean;
      };
    }>;
  };
};
export type JoinGroupDialogSearchQuery = {
  response: JoinGroupDialogSearchQuery$data;
  variables: JoinGroupDialogSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 10
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "StudyGroupConnection",
    "kind": "LinkedField",
    "name": "publicStudyGroups",
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
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requiresRequest",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ownerName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "memberCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "JoinGroupDialogSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JoinGroupDialogSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6eb697998e86ad8a58e420a5fda6f3f52996e69140d2166698ba45709af236c5",
    "metadata": {},
    "name": "JoinGroupDialogSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1bf28af5a01229cf1d3a3cdc72e18a48";

export default node;
