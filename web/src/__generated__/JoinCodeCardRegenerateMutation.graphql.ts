/**
 * @generated SignedSource<<da4ea7e69c08b90bac6051490e758826>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "kind": "ClientExtension",
    "selections": [
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
    ]
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
    "cacheID": "163fa08f2bcd1370be207ba9dd886e88",
    "id": null,
    "metadata": {},
    "name": "JoinCodeCardRegenerateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9373291971efeb93a0a36eafccfba2b2";

export default node;
