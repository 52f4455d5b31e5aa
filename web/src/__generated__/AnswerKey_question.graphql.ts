/**
 * @generated SignedSource<<487f3ef2e7ac05a78194adae1b9a9fa2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnswerKey_question$data = {
  readonly __typename: string;
  readonly fillBlanks: {
    readonly " $fragmentSpreads": FragmentRefs<"FillBlanksViews_question">;
  } | null | undefined;
  readonly matchColumns: {
    readonly " $fragmentSpreads": FragmentRefs<"MatchColumnsViews_question">;
  } | null | undefined;
  readonly multipleAnswer: {
    readonly " $fragmentSpreads": FragmentRefs<"MultipleAnswerViews_question">;
  } | null | undefined;
  readonly numerical: {
    readonly " $fragmentSpreads": FragmentRefs<"NumericalViews_question">;
  } | null | undefined;
  readonly ordering: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderingViews_question">;
  } | null | undefined;
  readonly shortAnswer: {
    readonly " $fragmentSpreads": FragmentRefs<"ShortAnswerViews_question">;
  } | null | undefined;
  readonly trueOrFalse: {
    readonly " $fragmentSpreads": FragmentRefs<"TrueOrFalseViews_question">;
  } | null | undefined;
  readonly viewerSeesAnswerKey?: boolean;
  readonly " $fragmentType": "AnswerKey_question";
};
export type AnswerKey_question$key = {
  readonly " $data"?: AnswerKey_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerKey_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerKey_question",
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
          "name": "viewerSeesAnswerKey",
          "storageKey": null
        }
      ],
      "type": "QuestionCommon",
      "abstractKey": "__isQuestionCommon"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrueOrFalseViews_question"
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
            "name": "FillBlanksViews_question"
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
            "name": "MatchColumnsViews_question"
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
            "name": "MultipleAnswerViews_question"
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
            "name": "ShortAnswerViews_question"
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
            "name": "NumericalViews_question"
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
            "name": "OrderingViews_question"
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

(node as any).hash = "237f070c2c174d06b75f928be47b83d0";

export default node;
