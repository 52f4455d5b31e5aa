/**
 * @generated SignedSource<<7ac2ba1d0595cd5d32a027a5a67783b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
