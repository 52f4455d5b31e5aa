/**
 * @generated SignedSource<<13872114ed1ab33794a949bcc18f23e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrderingForm_question$data = {
  readonly difficulty: Difficulty;
  readonly items: ReadonlyArray<string>;
  readonly statement: string;
  readonly " $fragmentType": "OrderingForm_question";
};
export type OrderingForm_question$key = {
  readonly " $data"?: OrderingForm_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderingForm_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderingForm_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statement",
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
      "name": "items",
      "storageKey": null
    }
  ],
  "type": "OrderingQuestion",
  "abstractKey": null
};

(node as any).hash = "607bb4174ede8d3a7d09e2602a0de801";

export default node;
