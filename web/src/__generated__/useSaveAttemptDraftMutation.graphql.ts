/**
 * @generated SignedSource<<a823cc6be4ff43c31a01ee2b16918a0d>>
 * @relayHash 3dd1fe7d1d3e0ea8a913d97331d3c194
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b3302450072b18eb1d749577ad29a2e0213160023b6bca2308374cb6d30b607d

import type { ConcreteRequest } from 'relay-runtime';
export type SaveAttemptDraftInput = {
  answers: string;
  attemptStartId: string;
  step: number;
};
export type useSaveAttemptDraftMutation$variables = {
  input: SaveAttemptDraftInput;
};
export type useSaveAttemptDraftMutation$data = {
  readonly saveAttemptDraft: {
    readonly attemptStart: {
      readonly id: string;
    };
  };
};
export type useSaveAttemptDraftMutation = {
  response: useSaveAttemptDraftMutation$data;
  variables: useSaveAttemptDraftMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SaveAttemptDraftPayload",
    "kind": "LinkedField",
    "name": "saveAttemptDraft",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AttemptStart",
        "kind": "LinkedField",
        "name": "attemptStart",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "useSaveAttemptDraftMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveAttemptDraftMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b3302450072b18eb1d749577ad29a2e0213160023b6bca2308374cb6d30b607d",
    "metadata": {},
    "name": "useSaveAttemptDraftMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0e77db64026e48916187de490608f701";

export default node;
