/**
 * @generated SignedSource<<05b2b995070b9676a4294c38cbe82b3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TrueOrFalseViews_questionAttempt$data = {
  readonly trueOrFalseAnswer: boolean | null | undefined;
  readonly " $fragmentType": "TrueOrFalseViews_questionAttempt";
};
export type TrueOrFalseViews_questionAttempt$key = {
  readonly " $data"?: TrueOrFalseViews_questionAttempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrueOrFalseViews_questionAttempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrueOrFalseViews_questionAttempt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trueOrFalseAnswer",
      "storageKey": null
    }
  ],
  "type": "QuestionAttempt",
  "abstractKey": null
};

(node as any).hash = "7037015300229ac7aa68f7e8e3ceb6de";

export default node;
