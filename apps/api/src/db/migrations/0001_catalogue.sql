-- Reserved for the catalogue domain; its tables come with its issue.
SELECT 1;
