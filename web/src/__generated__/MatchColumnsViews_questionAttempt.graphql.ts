/**
 * @generated SignedSource<<9761dac02486a2b54d6a2884d82ce286>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MatchColumnsViews_questionAttempt$data = {
  readonly questionVersion: {
    readonly leftColumn?: ReadonlyArray<string>;
  } | null | undefined;
  readonly userColumnsOrder: ReadonlyArray<string> | null | undefined;
  readonly " $fragmentType": "MatchColumnsViews_questionAttempt";
};
export type MatchColumnsViews_questionAttempt$key = {
  readonly " $data"?: MatchColumnsViews_questionAttempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchColumnsViews_questionAttempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchColumnsViews_questionAttempt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userColumnsOrder",
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
              "name": "leftColumn",
              "storageKey": null
            }
          ],
          "type": "MatchColumnsQuestion",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuestionAttempt",
  "abstractKey": null
};

(node as any).hash = "049d35ad72f7ab63fd51d673b7f1a19a";

export default node;
