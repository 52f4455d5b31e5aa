/**
 * @generated SignedSource<<ec87fc3472d7ea5136ef87f947f935f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type QuestionForm_question$data = {
  readonly fillBlanks: {
    readonly " $fragmentSpreads": FragmentRefs<"FillBlanksForm_question">;
  } | null | undefined;
  readonly matchColumns: {
    readonly " $fragmentSpreads": FragmentRefs<"MatchColumnsForm_question">;
  } | null | undefined;
  readonly multipleAnswer: {
    readonly " $fragmentSpreads": FragmentRefs<"MultipleAnswerForm_question">;
  } | null | undefined;
  readonly numerical: {
    readonly " $fragmentSpreads": FragmentRefs<"NumericalForm_question">;
  } | null | undefined;
  readonly ordering: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderingForm_question">;
  } | null | undefined;
  readonly shortAnswer: {
    readonly " $fragmentSpreads": FragmentRefs<"ShortAnswerForm_question">;
  } | null | undefined;
  readonly trueOrFalse: {
    readonly " $fragmentSpreads": FragmentRefs<"TrueOrFalseForm_question">;
  } | null | undefined;
  readonly " $fragmentType": "QuestionForm_question";
};
export type QuestionForm_question$key = {
  readonly " $data"?: QuestionForm_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionForm_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionForm_question",
  "selections": [
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrueOrFalseForm_question"
          }
        ],
        "type": "TrueOrFalseQuestion",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "trueOrFalse"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FillBlanksForm_question"
          }
        ],
        "type": "FillBlanksQuestion",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "fillBlanks"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MatchColumnsForm_question"
          }
        ],
        "type": "MatchColumnsQuestion",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "matchColumns"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MultipleAnswerForm_question"
          }
        ],
        "type": "MultipleAnswerQuestion",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "multipleAnswer"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ShortAnswerForm_question"
          }
        ],
        "type": "ShortAnswerQuestion",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "shortAnswer"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NumericalForm_question"
          }
        ],
        "type": "NumericalQuestion",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "numerical"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderingForm_question"
          }
        ],
        "type": "OrderingQuestion",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "ordering"
    }
  ],
  "type": "Question",
  "abstractKey": "__isQuestion"
};

(node as any).hash = "18e3ec9b93e8409ba7b7eb91f06822b2";

export default node;
