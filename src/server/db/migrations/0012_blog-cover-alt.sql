-- The cover picture's text alternative belongs to the post (module blog): one picture may serve
-- several posts, each saying what it shows in its own context.
ALTER TABLE "blog_posts" ADD COLUMN "cover_alt" jsonb;