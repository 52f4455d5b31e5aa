/**
 * @generated SignedSource<<75e6a5bec1dc734f30d37dee5722f756>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveQuestionView_question$data = {
  readonly __typename: string;
  readonly id?: string;
  readonly imageUrl?: string | null | undefined;
  readonly items?: ReadonlyArray<string>;
  readonly leftColumn?: ReadonlyArray<string>;
  readonly options?: ReadonlyArray<string>;
  readonly rightColumn?: ReadonlyArray<string>;
  readonly segments?: ReadonlyArray<string>;
  readonly statement?: string;
  readonly " $fragmentType": "LiveQuestionView_question";
};
export type LiveQuestionView_question$key = {
  readonly " $data"?: LiveQuestionView_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveQuestionView_question">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveQuestionView_question",
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
          "name": "statement",
          "storageKey": null
        }
      ],
      "type": "QuestionCommon",
      "abstractKey": "__isQuestionCommon"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        }
      ],
      "type": "TrueOrFalseQuestion",
      "abstractKey": null
    },
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
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "items",
          "storageKey": null
        }
      ],
      "type": "OrderingQuestion",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "leftColumn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rightColumn",
          "storageKey": null
        }
      ],
      "type": "MatchColumnsQuestion",
      "abstractKey": null
    },
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
    },
    {
      "kind": "InlineFragment",
      "selections": (v0/*:: as any*/),
      "type": "NumericalQuestion",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v0/*:: as any*/),
      "type": "ShortAnswerQuestion",
      "abstractKey": null
    }
  ],
  "type": "Question",
  "abstractKey": "__isQuestion"
};
})();

(node as any).hash = "8fc5a6e791ac4ef1fe455583eadafac2";

export default node;
