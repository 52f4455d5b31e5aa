/**
 * @generated SignedSource<<f93a187a96a9c248a0a4f866ac2b0e82>>
 * @relayHash 6b8f342d1ba6bb68fbed47b4b2c9ba75
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec0e4af7549cb04f6235743d73748ae5e9c2098b5599ebb7ed2e3e499a054608

import type { ConcreteRequest } from 'relay-runtime';
export type CsvSeparator = "COMMA" | "SEMICOLON" | "%future added value";
export type GradebookFileFormat = "CSV" | "XLSX" | "%future added value";
export type GradebookDownloadsQuery$variables = {
  format: GradebookFileFormat;
  id: string;
  separator?: CsvSeparator | null | undefined;
};
export type GradebookDownloadsQuery$data = {
  readonly node: {
    readonly gradebookFile?: {
      readonly base64: string;
      readonly contentType: string;
      readonly fileName: string;
    };
  } | null | undefined;
};
export type GradebookDownloadsQuery = {
  response: GradebookDownloadsQuery$data;
  variables: GradebookDownloadsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "format"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "separator"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "format",
          "variableName": "format"
        },
        {
          "kind": "Variable",
          "name": "separator",
          "variableName": "separator"
        }
      ],
      "concreteType": "GradebookFile",
      "kind": "LinkedField",
      "name": "gradebookFile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contentType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "base64",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StudyGroup",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GradebookDownloadsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GradebookDownloadsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v4/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "ec0e4af7549cb04f6235743d73748ae5e9c2098b5599ebb7ed2e3e499a054608",
    "metadata": {},
    "name": "GradebookDownloadsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5c3621509ee699a19cfa8be7b94d6070";

export default node;
