/**
 * @generated SignedSource<<fae19d07ea2b55dbd799ef893d35dec2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MatchColumnsForm_question$data = {
  readonly difficulty: Difficulty;
  readonly explanation: string | null | undefined;
  readonly leftColumn: ReadonlyArray<string>;
  readonly rightColumn: ReadonlyArray<string>;
  readonly statement: string;
  readonly " $fragmentType": "MatchColumnsForm_question";
};
export type MatchColumnsForm_question$key = {
  readonly " $data"?: MatchColumnsForm_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchColumnsForm_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchColumnsForm_question",
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
      "name": "leftColumn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rightColumn",
      "storageKey": null
    }
  ],
  "type": "MatchColumnsQuestion",
  "abstractKey": null
};

(node as any).hash = "70467fb685e7cd97369f390f03a795d2";

export default node;
