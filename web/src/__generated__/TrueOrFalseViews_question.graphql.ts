/**
 * @generated SignedSource<<921d7c16b3f6b56e38843a3027b82951>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TrueOrFalseViews_question$data = {
  readonly correctAnswer: boolean | null | undefined;
  readonly " $fragmentType": "TrueOrFalseViews_question";
};
export type TrueOrFalseViews_question$key = {
  readonly " $data"?: TrueOrFalseViews_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrueOrFalseViews_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrueOrFalseViews_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "correctAnswer",
      "storageKey": null
    }
  ],
  "type": "TrueOrFalseQuestion",
  "abstractKey": null
};

(node as any).hash = "e7995063c0bad68f5e172a5f65a09141";

export default node;
