-- Reserved for the bookings domain; its tables come with its issue.
SELECT 1;
