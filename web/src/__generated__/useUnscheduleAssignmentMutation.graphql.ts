/**
 * @generated SignedSource<<e79e8cd0f05289c878d95f88b9bd581a>>
 * @relayHash 497a70488c5f849e4fd7042ede0346cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d50843545f0d3ca1c38d2c34c6907c0f31d973dd03fea13e06b75512209394ae

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UnscheduleAssignmentInput = {
  id: string;
};
export type useUnscheduleAssignmentMutation$variables = {
  input: UnscheduleAssignmentInput;
};
export type useUnscheduleAssignmentMutation$data = {
  readonly unscheduleAssignment: {
    readonly assignment: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AssignmentListPage_assignment" | "PublishSection_assignment">;
    };
  };
};
export type useUnscheduleAssignmentMutation = {
  response: useUnscheduleAssignmentMutation$data;
  variables: useUnscheduleAssignmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnscheduleAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnscheduleAssignmentPayload",
        "kind": "LinkedField",
        "name": "unscheduleAssignment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Assignment",
            "kind": "LinkedField",
            "name": "assignment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssignmentListPage_assignment"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PublishSection_assignment"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnscheduleAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnscheduleAssignmentPayload",
        "kind": "LinkedField",
        "name": "unscheduleAssignment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Assignment",
            "kind": "LinkedField",
            "name": "assignment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                "name": "difficulty",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "questionCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxAttempts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "openForPractice",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 1
                  }
                ],
                "concreteType": "LiveGame",
                "kind": "LinkedField",
                "name": "liveGames",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": "liveGames(first:1)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d50843545f0d3ca1c38d2c34c6907c0f31d973dd03fea13e06b75512209394ae",
    "metadata": {},
    "name": "useUnscheduleAssignmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "519d13b73b8e3d32e2662de0b2c8d1b3";

export default node;
