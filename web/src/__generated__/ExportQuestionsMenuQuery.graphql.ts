/**
 * @generated SignedSource<<a0dbd829431c19167c27305949d2f7c6>>
 * @relayHash 625b161d3f7dd44d431d6496c1f1be56
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae77055108482fe9068b2582b524696d81fa32db37413f8e06a4ce799c3ae0f4

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
    readonly questionsExportSkipped: number;
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
v4 = [
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
        "args": (v3/*:: as any*/),
        "kind": "ScalarField",
        "name": "questionsExport",
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "kind": "ScalarField",
        "name": "questionsExportSkipped",
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
    "selections": (v4/*:: as any*/),
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
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "ae77055108482fe9068b2582b524696d81fa32db37413f8e06a4ce799c3ae0f4",
    "metadata": {},
    "name": "ExportQuestionsMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "65e6508f31d600636465f70b29cb1c64";

export default node;
