/**
 * @generated SignedSource<<7826a1c3e36da4e2bee90b001d0c68aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AttemptAnswer_questionAttempt$data = {
  readonly fillBlanks: {
    readonly " $fragmentSpreads": FragmentRefs<"FillBlanksViews_questionAttempt">;
  };
  readonly matchColumns: {
    readonly " $fragmentSpreads": FragmentRefs<"MatchColumnsViews_questionAttempt">;
  };
  readonly multipleAnswer: {
    readonly " $fragmentSpreads": FragmentRefs<"MultipleAnswerViews_questionAttempt">;
  };
  readonly numerical: {
    readonly " $fragmentSpreads": FragmentRefs<"NumericalViews_questionAttempt">;
  };
  readonly ordering: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderingViews_questionAttempt">;
  };
  readonly questionVersion: {
    readonly __typename: string;
  } | null | undefined;
  readonly shortAnswer: {
    readonly " $fragmentSpreads": FragmentRefs<"ShortAnswerViews_questionAttempt">;
  };
  readonly trueOrFalse: {
    readonly " $fragmentSpreads": FragmentRefs<"TrueOrFalseViews_questionAttempt">;
  };
  readonly " $fragmentType": "AttemptAnswer_questionAttempt";
};
export type AttemptAnswer_questionAttempt$key = {
  readonly " $data"?: AttemptAnswer_questionAttempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttemptAnswer_questionAttempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttemptAnswer_questionAttempt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "questionVersion",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrueOrFalseViews_questionAttempt"
          }
        ],
        "type": "QuestionAttempt",
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
            "name": "FillBlanksViews_questionAttempt"
          }
        ],
        "type": "QuestionAttempt",
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
            "name": "MatchColumnsViews_questionAttempt"
          }
        ],
        "type": "QuestionAttempt",
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
            "name": "MultipleAnswerViews_questionAttempt"
          }
        ],
        "type": "QuestionAttempt",
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
            "name": "ShortAnswerViews_questionAttempt"
          }
        ],
        "type": "QuestionAttempt",
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
            "name": "NumericalViews_questionAttempt"
          }
        ],
        "type": "QuestionAttempt",
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
            "name": "OrderingViews_questionAttempt"
          }
        ],
        "type": "QuestionAttempt",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "ordering"
    }
  ],
  "type": "QuestionAttempt",
  "abstractKey": null
};

(node as any).hash = "3114fe0a3d565f4ec62735ed698e3832";

export default node;
