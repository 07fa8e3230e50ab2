-- The respondent page's language is the survey setting `lang` (issue 18 item 7); surveys now store
-- it at creation. Surveys made before had none, and their page showed the language of whoever
-- published last: they keep exactly that. Never-published ones get the setting's default, 'zh',
-- which is what their settings screen shows.
UPDATE "surveys" s
SET "settings" = coalesce(s."settings", '{}'::jsonb) || jsonb_build_object(
  'lang',
  coalesce(
    (
      SELECT CASE WHEN v."document"->>'lang' IN ('zh', 'en') THEN v."document"->>'lang' END
      FROM "survey_versions" v
      WHERE v."survey_id" = s."id"
      ORDER BY v."version" DESC
      LIMIT 1
    ),
    'zh'
  )
)
WHERE coalesce(s."settings"->>'lang', '') NOT IN ('zh', 'en');
