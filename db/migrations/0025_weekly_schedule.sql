-- Opening hours take the one weekly schedule's shape, the one staff availability already has:
-- {"open": "09:00", "close": "17:00", "closed": false} becomes {"enabled": true, "start": "09:00", "end": "17:00"}.
-- A day already in the new shape, or one that is not an object, stays as it is (the app reads anything
-- it cannot use as the defaults, as before).
UPDATE "businesses" SET "hours" = (
  SELECT coalesce(jsonb_object_agg(day.key,
    CASE
      WHEN jsonb_typeof(day.value) = 'object'
        AND (day.value -> 'open' IS NOT NULL OR day.value -> 'close' IS NOT NULL OR day.value -> 'closed' IS NOT NULL)
      THEN jsonb_strip_nulls(jsonb_build_object(
        'enabled', CASE WHEN jsonb_typeof(day.value -> 'closed') = 'boolean'
          THEN to_jsonb(NOT (day.value ->> 'closed')::boolean) END,
        'start', day.value -> 'open',
        'end', day.value -> 'close'
      ))
      ELSE day.value
    END), '{}'::jsonb)
  FROM jsonb_each("businesses"."hours") AS day
)
WHERE jsonb_typeof("hours") = 'object';
