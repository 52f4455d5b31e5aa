/**
 * @generated SignedSource<<9ebbc114c10dc63aca5376faa34f3460>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MultipleAnswerViews_question$data = {
  readonly correctOptionsIndex: ReadonlyArray<number> | null | undefined;
  readonly options: ReadonlyArray<string>;
  readonly " $fragmentType": "MultipleAnswerViews_question";
};
export type MultipleAnswerViews_question$key = {
  readonly " $data"?: MultipleAnswerViews_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"MultipleAnswerViews_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MultipleAnswerViews_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "options",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "correctOptionsIndex",
      "storageKey": null
    }
  ],
  "type": "MultipleAnswerQuestion",
  "abstractKey": null
};

(node as any).hash = "112ce45948d330e280980928d4400c00";

export default node;
