/**
 * @generated SignedSource<<3a94c15e75f2f98606ac5999f7bd95d1>>
 * @relayHash a97bdf0187a797f8fe1e4c62e0306e85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45305445f76b35a535fbb2ab6a4fd3f1877492f9a69644bcce4f7a72c4c72222

import type { ConcreteRequest } from 'relay-runtime';
export type RegenerateStudyGroupCodeInput = {
  id: string;
};
export type JoinCodeCardRegenerateMutation$variables = {
  input: RegenerateStudyGroupCodeInput;
};
export type JoinCodeCardRegenerateMutation$data = {
  readonly regenerateStudyGroupCode: {
    readonly studyGroup: {
      readonly code: string | null | undefined;
      readonly id: string;
    };
  };
};
export type JoinCodeCardRegenerateMutation = {
  response: JoinCodeCardRegenerateMutation$data;
  variables: JoinCodeCardRegenerateMutation$variables;
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
    "concreteType": "RegenerateStudyGroupCodePayload",
    "kind": "LinkedField",
    "name": "regenerateStudyGroupCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StudyGroup",
        "kind": "LinkedField",
        "name": "studyGroup",
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
            "name": "code",
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
    "name": "JoinCodeCardRegenerateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JoinCodeCardRegenerateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "45305445f76b35a535fbb2ab6a4fd3f1877492f9a69644bcce4f7a72c4c72222",
    "metadata": {},
    "name": "JoinCodeCardRegenerateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9373291971efeb93a0a36eafccfba2b2";

export default node;
