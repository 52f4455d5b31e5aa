/**
 * @generated SignedSource<<653281116aa8be2a0d0f4786e59ee532>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveQuestionStage_liveGame$data = {
  readonly answerCount: number;
  readonly playerCount: number;
  readonly question: {
    readonly " $fragmentSpreads": FragmentRefs<"LiveQuestionView_question">;
  } | null | undefined;
  readonly questionSeconds: number;
  readonly questionTimeLeftMs: number | null | undefined;
  readonly " $fragmentType": "LiveQuestionStage_liveGame";
};
export type LiveQuestionStage_liveGame$key = {
  readonly " $data"?: LiveQuestionStage_liveGame$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveQuestionStage_liveGame">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveQuestionStage_liveGame",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionTimeLeftMs",
      "storageKey": null
    },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LiveGame",
  "abstractKey": null
};

(node as any).hash = "73cf5f0cc217283cc57a671bf83f5518";

export default node;
