/**
 * @generated SignedSource<<cb1ea1ce1c37d71d8bdc19e1f976bd9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "ADDED_TO_GROUP" | "ANSWER_GRADED" | "ASSIGNMENT_PUBLISHED" | "ATTEMPT_GRADED" | "ATTEMPT_SUBMITTED" | "JOIN_APPROVED" | "JOIN_REJECTED" | "JOIN_REQUESTED" | "MEMBER_JOINED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NotificationsPage_notification$data = {
  readonly actor: {
    readonly id: string;
  } | null | undefined;
  readonly assignment: {
    readonly id: string;
  } | null | undefined;
  readonly assignmentAttempt: {
    readonly id: string;
  } | null | undefined;
  readonly createdAt: any;
  readonly id: string;
  readonly kind: NotificationKind;
  readonly message: string;
  readonly readAt: any | null | undefined;
  readonly studyGroup: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "NotificationsPage_notification";
};
export type NotificationsPage_notification$key = {
  readonly " $data"?: NotificationsPage_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsPage_notification">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsPage_notification",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StudyGroup",
      "kind": "LinkedField",
      "name": "studyGroup",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Assignment",
      "kind": "LinkedField",
      "name": "assignment",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssignmentAttempt",
      "kind": "LinkedField",
      "name": "assignmentAttempt",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
})();

(node as any).hash = "d03abf53c35e5c75d0d6e2b22ec0ea48";

export default node;
