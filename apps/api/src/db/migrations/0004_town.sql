-- Reserved for the town domain; its tables come with its issue.
SELECT 1;
