-- Reserved for the accounts domain; its tables come with its issue.
SELECT 1;
