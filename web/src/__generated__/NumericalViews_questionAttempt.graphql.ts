/**
 * @generated SignedSource<<ffab5d906fbe63cf4f94fcb307fc8cb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NumericalViews_questionAttempt$data = {
  readonly numericalAnswer: number | null | undefined;
  readonly " $fragmentType": "NumericalViews_questionAttempt";
};
export type NumericalViews_questionAttempt$key = {
  readonly " $data"?: NumericalViews_questionAttempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"NumericalViews_questionAttempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NumericalViews_questionAttempt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numericalAnswer",
      "storageKey": null
    }
  ],
  "type": "QuestionAttempt",
  "abstractKey": null
};

(node as any).hash = "19d4b3b1b38e0017e89c82d4ba35db29";

export default node;
