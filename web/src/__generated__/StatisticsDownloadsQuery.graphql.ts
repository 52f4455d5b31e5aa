/**
 * @generated SignedSource<<8263420686a0d07785008b61e576c00b>>
 * @relayHash ea228ef0b52c369014c3d6dd588f241d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eec173554df6b01f3ee9a1d242593f4e44c1b7eca4a8b99ef8922f4035667152

import type { ConcreteRequest } from 'relay-runtime';
export type CsvSeparator = "COMMA" | "SEMICOLON" | "%future added value";
export type GradebookFileFormat = "CSV" | "XLSX" | "%future added value";
export type StatisticsAttempts = "ALL" | "FIRST" | "GRADED" | "%future added value";
export type StatisticsDownloadsQuery$variables = {
  attempts: StatisticsAttempts;
  format: GradebookFileFormat;
  id: string;
  separator?: CsvSeparator | null | undefined;
};
export type StatisticsDownloadsQuery$data = {
  readonly node: {
    readonly statistics?: {
      readonly file: {
        readonly base64: string;
        readonly contentType: string;
        readonly fileName: string;
      };
    } | null | undefined;
  } | null | undefined;
};
export type StatisticsDownloadsQuery = {
  response: StatisticsDownloadsQuery$data;
  variables: StatisticsDownloadsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "attempts"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "format"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "separator"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "attempts",
          "variableName": "attempts"
        }
      ],
      "concreteType": "AssignmentStatistics",
      "kind": "LinkedField",
      "name": "statistics",
      "plural": false,
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
          "name": "file",
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
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StatisticsDownloadsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StatisticsDownloadsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
          (v5/*:: as any*/),
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
    "id": "eec173554df6b01f3ee9a1d242593f4e44c1b7eca4a8b99ef8922f4035667152",
    "metadata": {},
    "name": "StatisticsDownloadsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4d5a43b388221297d2f81a917294a158";

export default node;
