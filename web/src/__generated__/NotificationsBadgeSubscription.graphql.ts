/**
 * @generated SignedSource<<bfead2d6b3caa31bf48672ffa405e979>>
 * @relayHash b0c82cefee28e92efe8307792706cbd6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2df3e13f0871160fa31c448733d83a321b8bdf872dc4a4a7d1fc0e26a0edefe0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NotificationKind = "ADDED_TO_GROUP" | "ANSWER_GRADED" | "ASSIGNMENT_PUBLISHED" | "ATTEMPT_GRADED" | "ATTEMPT_SUBMITTED" | "JOIN_APPROVED" | "JOIN_REJECTED" | "JOIN_REQUESTED" | "MEMBER_JOINED" | "%future added value";
export type NotificationsBadgeSubscription$variables = Record<PropertyKey, never>;
export type NotificationsBadgeSubscription$data = {
  readonly notificationAdded: {
    readonly id: string;
    readonly kind: NotificationKind;
    readonly " $fragmentSpreads": FragmentRefs<"NotificationsPage_notification">;
  };
};
export type NotificationsBadgeSubscription = {
  response: NotificationsBadgeSubscription$data;
  variables: NotificationsBadgeSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsBadgeSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationAdded",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationsPage_notification"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationsBadgeSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationAdded",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Assignment",
            "kind": "LinkedField",
            "name": "assignment",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AssignmentAttempt",
            "kind": "LinkedField",
            "name": "assignmentAttempt",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "actor",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2df3e13f0871160fa31c448733d83a321b8bdf872dc4a4a7d1fc0e26a0edefe0",
    "metadata": {},
    "name": "NotificationsBadgeSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "69b320b932fbfacdc1f79974f91e8528";

export default node;
