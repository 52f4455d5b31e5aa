/**
 * @generated SignedSource<<e4e4bd86f2f3853757a8231e5920725b>>
 * @relayHash 572b03b89b5559cd2e16abc18a1b1e38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52f02d45e5c01658a42fcdd6b2879ef61936ed85d01ea5bdac556fdbf39cf994

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
        readonly name: string;
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
    "id": "52f02d45e5c01658a42fcdd6b2879ef61936ed85d01ea5bdac556fdbf39cf994",
    "metadata": {},
    "name": "JoinGroupDialogSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5c67919660c974f07383e9874379e3ba";

export default node;
