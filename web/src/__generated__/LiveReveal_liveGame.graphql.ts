/**
 * @generated SignedSource<<fa4d75aaf9c292376b00b4ae24188952>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveReveal_liveGame$data = {
  readonly answerCount: number;
  readonly answerDistribution: ReadonlyArray<{
    readonly correct: boolean | null | undefined;
    readonly count: number;
    readonly label: string;
  }> | null | undefined;
  readonly playerCount: number;
  readonly question: {
    readonly " $fragmentSpreads": FragmentRefs<"LiveAnswerKey_question" | "LiveQuestionView_question">;
  } | null | undefined;
  readonly " $fragmentType": "LiveReveal_liveGame";
};
export type LiveReveal_liveGame$key = {
  readonly " $data"?: LiveReveal_liveGame$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveReveal_liveGame">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveReveal_liveGame",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "question",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LiveQuestionView_question"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LiveAnswerKey_question"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveAnswerCount",
      "kind": "LinkedField",
      "name": "answerDistribution",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correct",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LiveGame",
  "abstractKey": null
};

(node as any).hash = "4899ab842649930aba3f11a65f39398a";

export default node;
