-- Decision 0056 (issue 28): the trigram name-search index keeps new names in its pending list
-- while a snapshot is indexed (fastupdate, with a pending list far larger than the 4 MB default,
-- which made every indexing of many new paths merge it inline, several times); the server merges
-- the list after the job is COMPLETED (gin_clean_pending_list). Searches read the pending list
-- too, so they find every name meanwhile.
ALTER INDEX "backup_items_lower_name_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 1048576);
