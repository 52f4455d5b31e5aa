/**
 * @generated SignedSource<<850f6c5e94040a1033bf4d6a290adadd>>
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
  readonly explanation: string | null | undefined;
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
      "name": "explanation",
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

(node as any).hash = "65ce760ea494260b9ac261880e70898b";

export default node;
