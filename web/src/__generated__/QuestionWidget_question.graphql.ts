/**
 * @generated SignedSource<<cb1a1b046f986a34801a6dfd66437e7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type QuestionWidget_question$data = {
  readonly __typename: string;
  readonly fillBlanks: {
    readonly " $fragmentSpreads": FragmentRefs<"FillBlanksWidget_question">;
  } | null | undefined;
  readonly matchColumns: {
    readonly " $fragmentSpreads": FragmentRefs<"MatchColumnsWidget_question">;
  } | null | undefined;
  readonly multipleAnswer: {
    readonly " $fragmentSpreads": FragmentRefs<"MultipleAnswerWidget_question">;
  } | null | undefined;
  readonly numerical: {
    readonly " $fragmentSpreads": FragmentRefs<"NumericalWidget_question">;
  } | null | undefined;
  readonly ordering: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderingWidget_question">;
  } | null | undefined;
  readonly shortAnswer: {
    readonly " $fragmentSpreads": FragmentRefs<"ShortAnswerWidget_question">;
  } | null | undefined;
  readonly trueOrFalse: {
    readonly " $fragmentSpreads": FragmentRefs<"TrueOrFalseWidget_question">;
  } | null | undefined;
  readonly " $fragmentType": "QuestionWidget_question";
};
export type QuestionWidget_question$key = {
  readonly " $data"?: QuestionWidget_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionWidget_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionWidget_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrueOrFalseWidget_question"
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
            "name": "FillBlanksWidget_question"
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
            "name": "MatchColumnsWidget_question"
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
            "name": "MultipleAnswerWidget_question"
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
            "name": "ShortAnswerWidget_question"
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
            "name": "NumericalWidget_question"
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
            "name": "OrderingWidget_question"
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

(node as any).hash = "cf606ab67346b43a50681fd9169f80e2";

export default node;
