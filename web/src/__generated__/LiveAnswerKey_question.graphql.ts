/**
 * @generated SignedSource<<94ecdaf476f2736d849c6701b0dc5abd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveAnswerKey_question$data = {
  readonly __typename: string;
  readonly acceptedAnswers?: ReadonlyArray<string> | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerKey_question">;
  readonly " $fragmentType": "LiveAnswerKey_question";
};
export type LiveAnswerKey_question$key = {
  readonly " $data"?: LiveAnswerKey_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveAnswerKey_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveAnswerKey_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "acceptedAnswers",
          "storageKey": null
        }
      ],
      "type": "ShortAnswerQuestion",
      "abstractKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AnswerKey_question"
    }
  ],
  "type": "Question",
  "abstractKey": "__isQuestion"
};

(node as any).hash = "6c73bab7f3c3309c56e7d04d9ce2037e";

export default node;
