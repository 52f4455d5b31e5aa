/**
 * @generated SignedSource<<c5b25fa9fd19c06c763086efdcd04632>>
 * @relayHash 14854a15b0f8b8a275d590c8c111f394
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5eefb679ec3c80238ab12f354a024128fbdc4d33384af4e67b93878492ccd079

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NotificationKind = "ADDED_TO_GROUP" | "ANSWER_GRADED" | "ASSIGNMENT_PUBLISHED" | "ATTEMPT_GRADED" | "ATTEMPT_SUBMITTED" | "JOIN_APPROVED" | "JOIN_REJECTED" | "JOIN_REQUESTED" | "MEMBER_JOINED" | "%future added value";
export type useGroupsLiveSubscription$variables = Record<PropertyKey, never>;
export type useGroupsLiveSubscription$data = {
  readonly notificationAdded: {
    readonly actor: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"GroupMembersPage_member">;
    } | null | undefined;
    readonly id: string;
    readonly kind: NotificationKind;
    readonly studyGroup: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"GroupListPage_studyGroup">;
    } | null | undefined;
  };
};
export type useGroupsLiveSubscription = {
  response: useGroupsLiveSubscription$data;
  variables: useGroupsLiveSubscription$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useGroupsLiveSubscription",
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
            "concreteType": "StudyGroup",
            "kind": "LinkedField",
            "name": "studyGroup",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GroupListPage_studyGroup"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "actor",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GroupMembersPage_member"
              }
            ],
            "storageKey": null
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
    "name": "useGroupsLiveSubscription",
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
            "concreteType": "StudyGroup",
            "kind": "LinkedField",
            "name": "studyGroup",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerIsOwner",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "actor",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "profilePictureUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5eefb679ec3c80238ab12f354a024128fbdc4d33384af4e67b93878492ccd079",
    "metadata": {},
    "name": "useGroupsLiveSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "c3af147ac5bfdafe4aa29e4992fd3f30";

export default node;
