/**
 * @generated SignedSource<<2699e79a498d6de18ff433d988a5212c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MultipleAnswerViews_questionAttempt$data = {
  readonly chosenOptionsIndex: ReadonlyArray<number> | null | undefined;
  readonly questionVersion: {
    readonly options?: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "MultipleAnswerViews_questionAttempt";
};
export type MultipleAnswerViews_questionAttempt$key = {
  readonly " $data"?: MultipleAnswerViews_questionAttempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"MultipleAnswerViews_questionAttempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MultipleAnswerViews_questionAttempt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chosenOptionsIndex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "questionVersion",
      "plural": false,
      "selections": [
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "options",
              "storageKey": null
            }
          ],
          "type": "MultipleAnswerQuestion",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuestionAttempt",
  "abstractKey": null
};

(node as any).hash = "ce49c60446756405b6324ce9cec2bb50";

export default node;
