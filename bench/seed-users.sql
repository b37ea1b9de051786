-- {{users}} users for the admin list benchmark, written in three set-based statements.
-- Names mix common English and Bengali first and last names (one in 40 is a Smith), every fifth
-- user has an unverified email, every third no phone, one in 97 is banned, one in 101 soft-deleted;
-- one user is created per minute from 2020-01-01, so the default sort has no ties.
WITH first_names(list) AS (VALUES (ARRAY['Amelia','Oliver','Isla','George','Ava','Noah','Mia','Arthur','Ivy','Muhammad','Freya','Leo','Lily','Harry','Florence','Oscar','Rahim','Fatema','Nusrat','Tanvir','Sadia','Arif','Priya','Daniel','Grace','Jack','Sophie','Thomas','Emily','James'])),
     last_names(list) AS (VALUES (ARRAY['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Wright','Robinson','Thompson','Evans','Walker','White','Roberts','Green','Hall','Wood','Jackson','Clarke','Hossain','Rahman','Ahmed','Khan','Islam','Chowdhury','Begum','Uddin','Miah','Hughes','Edwards','Turner','Hill','Moore','Cooper','Ward','Morris','King','Baker']))
INSERT INTO users (name, email, phone, password_hash, email_verified_at, phone_verified_at, banned_at, ban_reason, deleted_at, created_at, updated_at)
SELECT f.list[1 + (i * 7) % array_length(f.list, 1)] || ' ' || l.list[1 + (i * 13) % array_length(l.list, 1)],
       'bench.user' || i || '@bench.example',
       CASE WHEN i % 3 = 0 THEN NULL ELSE '+4477' || lpad(i::text, 8, '0') END,
       'bench-user-cannot-sign-in',
       CASE WHEN i % 5 <> 0 THEN stamp + interval '1 hour' END,
       CASE WHEN i % 3 = 1 THEN stamp + interval '2 hours' END,
       CASE WHEN i % 97 = 0 THEN stamp + interval '1 day' END,
       CASE WHEN i % 97 = 0 THEN 'Benchmark: repeated no-shows' END,
       CASE WHEN i % 101 = 0 THEN stamp + interval '2 days' END,
       stamp, stamp
FROM generate_series(1, {{users}}) AS i, first_names f, last_names l,
     LATERAL (SELECT timestamptz '2020-01-01' + (i || ' minutes')::interval AS stamp) s;

-- Everyone is a candidate; one in 50 is also a compliance officer.
INSERT INTO user_roles (user_id, role_id)
SELECT u.id, r.id FROM users u, roles r WHERE r.name = 'candidate' AND u.email LIKE 'bench.user%';
INSERT INTO user_roles (user_id, role_id)
SELECT u.id, r.id FROM users u, roles r
WHERE r.name = 'compliance-officer' AND u.email LIKE 'bench.user%' AND split_part(split_part(u.email, '@', 1), 'user', 2)::int % 50 = 0;

-- One plain address each.
INSERT INTO addresses (user_id, scope, address_type, address, city, zip_code, country_code)
SELECT id, 'international', 1, (row_number() OVER ())::text || ' High Street', 'London', 'SW1A 1AA', 'GB'
FROM users WHERE email LIKE 'bench.user%';
