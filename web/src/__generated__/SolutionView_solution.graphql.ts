/**
 * @generated SignedSource<<f6852b57eca25e5c4a964162c39ab062>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type QuestionType = "FILL_BLANKS" | "MATCH_COLUMNS" | "MULTIPLE_ANSWER" | "SHORT_ANSWER" | "TRUE_OR_FALSE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SolutionView_solution$data = {
  readonly acceptedAnswers: ReadonlyArray<string> | null | undefined;
  readonly correctAnswer: boolean | null | undefined;
  readonly correctOptionsIndex: ReadonlyArray<number> | null | undefined;
  readonly correctWords: ReadonlyArray<string> | null | undefined;
  readonly leftColumn: ReadonlyArray<string> | null | undefined;
  readonly options: ReadonlyArray<string> | null | undefined;
  readonly rightColumn: ReadonlyArray<string> | null | undefined;
  readonly type: QuestionType;
  readonly " $fragmentType": "SolutionView_solution";
};
export type SolutionView_solution$key = {
  readonly " $data"?: SolutionView_solution$data;
  readonly " $fragmentSpreads": FragmentRefs<"SolutionView_solution">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SolutionView_solution",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "correctAnswer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "correctWords",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "options",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "correctOptionsIndex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptedAnswers",
      "storageKey": null
    }
  ],
  "type": "QuestionSolution",
  "abstractKey": null
};

(node as any).hash = "3aa9b3c26d8cd5d2b53a4d104a1d3319";

export default node;
