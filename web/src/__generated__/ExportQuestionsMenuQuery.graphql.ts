/**
 * @generated SignedSource<<80d30dcddbcdbc05f3ff4588a0c225f9>>
 * @relayHash 6a5210a6464f90ed52d562e4b64069d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9b12b35a7772ac73004cb37f629b71bbd3a137b58aacc7e58a6888172707faf8

import type { ConcreteRequest } from 'relay-runtime';
export type QuestionFormat = "AIKEN" | "GIFT" | "MOODLE_XML" | "%future added value";
export type ExportQuestionsMenuQuery$variables = {
  assignmentId?: string | null | undefined;
  format: QuestionFormat;
  ids?: ReadonlyArray<string> | null | undefined;
};
export type ExportQuestionsMenuQuery$data = {
  readonly viewer: {
    readonly questionsExport: string;
  } | null | undefined;
};
export type ExportQuestionsMenuQuery = {
  response: ExportQuestionsMenuQuery$data;
  variables: ExportQuestionsMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "assignmentId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "format"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v3 = [
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
            "kind": "Variable",
            "name": "assignmentId",
            "variableName": "assignmentId"
          },
          {
            "kind": "Variable",
            "name": "format",
            "variableName": "format"
          },
          {
            "kind": "Variable",
            "name": "ids",
            "variableName": "ids"
          }
        ],
        "kind": "ScalarField",
        "name": "questionsExport",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExportQuestionsMenuQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ExportQuestionsMenuQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "9b12b35a7772ac73004cb37f629b71bbd3a137b58aacc7e58a6888172707faf8",
    "metadata": {},
    "name": "ExportQuestionsMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7131feb84cd489e1a5076055738886e0";

export default node;
