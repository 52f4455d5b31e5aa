/**
 * @generated SignedSource<<2d13283a7dd55b974b0f74729c8aec90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FillBlanksViews_questionAttempt$data = {
  readonly filledBlanks: ReadonlyArray<string> | null | undefined;
  readonly questionVersion: {
    readonly segments?: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "FillBlanksViews_questionAttempt";
};
export type FillBlanksViews_questionAttempt$key = {
  readonly " $data"?: FillBlanksViews_questionAttempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"FillBlanksViews_questionAttempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FillBlanksViews_questionAttempt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filledBlanks",
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
              "name": "segments",
              "storageKey": null
            }
          ],
          "type": "FillBlanksQuestion",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuestionAttempt",
  "abstractKey": null
};

(node as any).hash = "74a40e03eab0332851b30491b4aa8600";

export default node;
