/**
 * @generated SignedSource<<987fa7109b2fc1995ffdcbad5ee898a7>>
 * @relayHash 0f8bc9eec34a909f71bddeee666e7122
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7727a9735d91c0a3528c42cfa7d5e385f4d3a9be4c1d5f8ea8bb6f8939af4546

import type { ConcreteRequest } from 'relay-runtime';
export type CsvSeparator = "COMMA" | "SEMICOLON" | "%future added value";
export type GradebookFileFormat = "CSV" | "XLSX" | "%future added value";
export type LiveResultsTableFileQuery$variables = {
  format: GradebookFileFormat;
  id: string;
  separator?: CsvSeparator | null | undefined;
};
export type LiveResultsTableFileQuery$data = {
  readonly node: {
    readonly resultsFile?: {
      readonly base64: string;
      readonly contentType: string;
      readonly fileName: string;
    } | null | undefined;
  } | null | undefined;
};
export type LiveResultsTableFileQuery = {
  response: LiveResultsTableFileQuery$data;
  variables: LiveResultsTableFileQuery$variables;
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
      "name": "resultsFile",
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
  "type": "LiveGame",
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
    "name": "LiveResultsTableFileQuery",
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
    "name": "LiveResultsTableFileQuery",
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
    "id": "7727a9735d91c0a3528c42cfa7d5e385f4d3a9be4c1d5f8ea8bb6f8939af4546",
    "metadata": {},
    "name": "LiveResultsTableFileQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "edf24996190c4fe2a0467689695b9b05";

export default node;
