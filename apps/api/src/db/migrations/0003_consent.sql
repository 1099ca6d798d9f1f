-- Reserved for the consent domain; its tables come with its issue.
SELECT 1;
