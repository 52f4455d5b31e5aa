/**
 * @generated SignedSource<<05c15776d8bacc4726f63a4e3d91d0a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MultipleAnswerWidget_question$data = {
  readonly options: ReadonlyArray<string>;
  readonly statement: string;
  readonly " $fragmentType": "MultipleAnswerWidget_question";
};
export type MultipleAnswerWidget_question$key = {
  readonly " $data"?: MultipleAnswerWidget_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"MultipleAnswerWidget_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MultipleAnswerWidget_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statement",
      "storageKey": null
    },
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
};

(node as any).hash = "f194d893085a3826bc58ec28f4c52860";

export default node;
