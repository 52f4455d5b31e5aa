/**
 * @generated SignedSource<<3dfc9bfb2d2162b887a1bcc52110788b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlayQuestion_question$data = {
  readonly __typename: string;
  readonly id?: string;
  readonly imageUrl?: string | null | undefined;
  readonly items?: ReadonlyArray<string>;
  readonly options?: ReadonlyArray<string>;
  readonly statement?: string;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionWidget_question">;
  readonly " $fragmentType": "PlayQuestion_question";
};
export type PlayQuestion_question$key = {
  readonly " $data"?: PlayQuestion_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayQuestion_question">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statement",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayQuestion_question",
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
          "name": "id",
          "storageKey": null
        }
      ],
      "type": "Node",
      "abstractKey": "__isNode"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "QuestionWidget_question"
    }
  ],
  "type": "Question",
  "abstractKey": "__isQuestion"
};
})();

(node as any).hash = "38de5853b409f0282bdb8a2221bf001a";

export default node;
