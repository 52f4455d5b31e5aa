/**
 * @generated SignedSource<<ba288a29be83bd383cb1c5514f6f715a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NumericalViews_question$data = {
  readonly answers: ReadonlyArray<{
    readonly credit: number;
    readonly tolerance: number;
    readonly value: number;
  }> | null | undefined;
  readonly " $fragmentType": "NumericalViews_question";
};
export type NumericalViews_question$key = {
  readonly " $data"?: NumericalViews_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"NumericalViews_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NumericalViews_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NumericalAnswer",
      "kind": "LinkedField",
      "name": "answers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tolerance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "credit",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "NumericalQuestion",
  "abstractKey": null
};

(node as any).hash = "edfcc442f52021ddb4cd12957d24e46f";

export default node;
