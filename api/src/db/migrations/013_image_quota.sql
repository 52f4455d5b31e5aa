-- Who stored each uploaded image and how many bytes it takes: each person's storage quota adds these up, and an
-- image replaced (a profile or group picture, a question's image) is removed with its row once nothing refers to
-- it. Images stored before this existed have no row: they count for nobody, and are removed all the same.
CREATE TABLE image_uploads (
  key text PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES profiles (id),
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX image_uploads_owner ON image_uploads (owner_id);

-- What may still show an image, looked up by its key before the image is removed.
CREATE INDEX profiles_picture ON profiles (profile_picture_url) WHERE profile_picture_url IS NOT NULL;
CREATE INDEX study_groups_picture ON study_groups (group_picture_url) WHERE group_picture_url IS NOT NULL;
CREATE INDEX questions_image ON questions ((details ->> 'image')) WHERE details ->> 'image' IS NOT NULL;
CREATE INDEX question_attempts_snapshot_image ON question_attempts ((question_snapshot -> 'details' ->> 'image'))
  WHERE question_snapshot -> 'details' ->> 'image' IS NOT NULL;
