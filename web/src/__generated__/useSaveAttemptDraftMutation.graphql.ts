/**
 * @generated SignedSource<<609f8c8a093a97bbd718483469fe0ddf>>
 * @relayHash e1b8eca070f619997b583e90de67f7d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 303bbdbfde1d930b79faa4e4ede9f746f2ff46fc68ddf62ed0cb3913788471d4

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
      readonly draft: {
        readonly savedAt: any;
      } | null | undefined;
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AttemptDraft",
            "kind": "LinkedField",
            "name": "draft",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "savedAt",
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
    "id": "303bbdbfde1d930b79faa4e4ede9f746f2ff46fc68ddf62ed0cb3913788471d4",
    "metadata": {},
    "name": "useSaveAttemptDraftMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "491a5e5eaed389120d781783617b1886";

export default node;
