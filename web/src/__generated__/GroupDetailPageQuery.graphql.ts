/**
 * @generated SignedSource<<0ff5aa5efed4fc493597e493fab91c09>>
 * @relayHash 99de95e30e3a1572de330d4156322b6a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae691d95269697eb62c915ee26dd4be6e06457dbc4bb8817ab24cc19e2052f29

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GroupDetailPageQuery$variables = {
  id: string;
};
export type GroupDetailPageQuery$data = {
  readonly node: {
    readonly __typename: "StudyGroup";
    readonly description: string | null | undefined;
    readonly id: string;
    readonly isActive: boolean;
    readonly joinCode: {
      readonly " $fragmentSpreads": FragmentRefs<"JoinCodeCard_studyGroup">;
    } | null | undefined;
    readonly name: string;
    readonly owner: {
      readonly id: string;
    };
    readonly picture: {
      readonly " $fragmentSpreads": FragmentRefs<"GroupPicture_studyGroup">;
    } | null | undefined;
    readonly viewerIsOwner: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
};
export type GroupDetailPageQuery = {
  response: GroupDetailPageQuery$data;
  variables: GroupDetailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsOwner",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "GroupPicture_studyGroup"
                    }
                  ],
                  "type": "StudyGroup",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "picture"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "JoinCodeCard_studyGroup"
                    }
                  ],
                  "type": "StudyGroup",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "joinCode"
              }
            ],
            "type": "StudyGroup",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "groupPictureUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requiresRequest",
                "storageKey": null
              }
            ],
            "type": "StudyGroup",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ae691d95269697eb62c915ee26dd4be6e06457dbc4bb8817ab24cc19e2052f29",
    "metadata": {},
    "name": "GroupDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4b72a9e6615d3a372cddbfa093aa4bc3";

export default node;
