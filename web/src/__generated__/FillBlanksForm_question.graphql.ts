/**
 * @generated SignedSource<<f3e463bcc3f1e9571312b13ab9cad14a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FillBlanksForm_question$data = {
  readonly correctWords: ReadonlyArray<string> | null | undefined;
  readonly difficulty: Difficulty;
  readonly statement: string;
  readonly " $fragmentType": "FillBlanksForm_question";
};
export type FillBlanksForm_question$key = {
  readonly " $data"?: FillBlanksForm_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"FillBlanksForm_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FillBlanksForm_question",
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
      "name": "correctWords",
      "storageKey": null
    }
  ],
  "type": "FillBlanksQuestion",
  "abstractKey": null
};

(node as any).hash = "37e65098a6a597d400e0fc15f8a66bc1";

export default node;
