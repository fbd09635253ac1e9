// Word lists for the bench data set: enough first and last names that a search of 1, 3 or 8 characters
// matches the share of a real customer list it would (many, some, a few).
export const firstNames = [
  'Aaron', 'Abigail', 'Adam', 'Adrian', 'Aisha', 'Alan', 'Albert', 'Alejandro', 'Alex', 'Alice',
  'Alicia', 'Amanda', 'Amber', 'Amy', 'Andrea', 'Andrew', 'Angela', 'Anna', 'Anthony', 'Antonio',
  'Ashley', 'Austin', 'Barbara', 'Benjamin', 'Beth', 'Beverly', 'Brandon', 'Brenda', 'Brian', 'Brittany',
  'Bruce', 'Bryan', 'Carl', 'Carlos', 'Carol', 'Caroline', 'Catherine', 'Charles', 'Charlotte', 'Cheryl',
  'Chloe', 'Christian', 'Christina', 'Christopher', 'Cynthia', 'Daniel', 'Danielle', 'David', 'Deborah', 'Denise',
  'Dennis', 'Diana', 'Diane', 'Diego', 'Donald', 'Donna', 'Dorothy', 'Dylan', 'Edward', 'Elena',
  'Elijah', 'Elizabeth', 'Emily', 'Emma', 'Eric', 'Ethan', 'Eugene', 'Evelyn', 'Fatima', 'Frances',
  'Frank', 'Gabriel', 'Gary', 'George', 'Gloria', 'Grace', 'Gregory', 'Hannah', 'Harold', 'Heather',
  'Helen', 'Henry', 'Isabella', 'Jack', 'Jacob', 'Jacqueline', 'James', 'Janet', 'Janice', 'Jason',
  'Javier', 'Jean', 'Jeffrey', 'Jennifer', 'Jeremy', 'Jerry', 'Jesse', 'Jessica', 'Joan', 'Joe',
  'John', 'Jonathan', 'Jorge', 'Jose', 'Joseph', 'Joshua', 'Joyce', 'Juan', 'Judith', 'Julia',
  'Julie', 'Justin', 'Karen', 'Katherine', 'Kathleen', 'Kayla', 'Keith', 'Kelly', 'Kenneth', 'Kevin',
  'Kimberly', 'Kyle', 'Larry', 'Laura', 'Lauren', 'Lawrence', 'Linda', 'Lisa', 'Logan', 'Lucas',
  'Luis', 'Madison', 'Margaret', 'Maria', 'Marie', 'Mark', 'Martha', 'Mary', 'Matthew', 'Megan',
  'Melissa', 'Michael', 'Michelle', 'Miguel', 'Nancy', 'Natalie', 'Nathan', 'Nicholas', 'Nicole', 'Noah',
  'Olivia', 'Pamela', 'Patricia', 'Patrick', 'Paul', 'Peter', 'Priya', 'Rachel', 'Raymond', 'Rebecca',
  'Richard', 'Robert', 'Roger', 'Ronald', 'Rosa', 'Russell', 'Ruth', 'Ryan', 'Samantha', 'Samuel',
  'Sandra', 'Sara', 'Sarah', 'Scott', 'Sean', 'Sharon', 'Shirley', 'Sofia', 'Stephanie', 'Stephen',
  'Steven', 'Susan', 'Teresa', 'Terry', 'Theresa', 'Thomas', 'Timothy', 'Tyler', 'Victoria', 'Vincent',
  'Walter', 'Wayne', 'Wei', 'William', 'Yusuf', 'Zachary',
] as const

export const lastNames = [
  'Adams', 'Aguilar', 'Ahmed', 'Allen', 'Alvarez', 'Anderson', 'Bailey', 'Baker', 'Barnes', 'Bell',
  'Bennett', 'Brooks', 'Brown', 'Bryant', 'Butler', 'Campbell', 'Carter', 'Castillo', 'Chavez', 'Chen',
  'Clark', 'Coleman', 'Collins', 'Cook', 'Cooper', 'Cox', 'Cruz', 'Davis', 'Diaz', 'Edwards',
  'Evans', 'Fisher', 'Flores', 'Ford', 'Foster', 'Garcia', 'Gomez', 'Gonzales', 'Gonzalez', 'Gray',
  'Green', 'Griffin', 'Hall', 'Hamilton', 'Harris', 'Hayes', 'Henderson', 'Hernandez', 'Hill', 'Howard',
  'Hughes', 'Jackson', 'James', 'Jenkins', 'Jimenez', 'Johnson', 'Jones', 'Kelly', 'Kennedy', 'Khan',
  'Kim', 'King', 'Lee', 'Lewis', 'Long', 'Lopez', 'Martin', 'Martinez', 'Mendoza', 'Meyer',
  'Miller', 'Mitchell', 'Moore', 'Morales', 'Morgan', 'Morris', 'Murphy', 'Myers', 'Nelson', 'Nguyen',
  'Okafor', 'Ortiz', 'Owens', 'Parker', 'Patel', 'Perez', 'Perry', 'Peterson', 'Phillips', 'Powell',
  'Price', 'Ramirez', 'Reed', 'Reyes', 'Richardson', 'Rivera', 'Roberts', 'Robinson', 'Rodriguez', 'Rogers',
  'Ross', 'Russell', 'Sanchez', 'Sanders', 'Schmidt', 'Scott', 'Shah', 'Simmons', 'Singh', 'Smith',
  'Stewart', 'Sullivan', 'Taylor', 'Thomas', 'Thompson', 'Torres', 'Tran', 'Turner', 'Walker', 'Wallace',
  'Wang', 'Ward', 'Washington', 'Watson', 'West', 'White', 'Williams', 'Wilson', 'Wood', 'Wright',
  'Yang', 'Young', 'Zhang', 'Zimmerman',
] as const

export const emailDomains = [
  'example.com', 'example.net', 'example.org', 'mail.example', 'inbox.example', 'post.example',
] as const

export const streets = [
  'Oak St', 'Maple Ave', 'Cedar Ln', 'Pine Rd', 'Elm Dr', 'Birch Ct', 'Willow Way', 'Spruce Blvd',
  'Aspen Pl', 'Magnolia St', 'Juniper Trl', 'Live Oak Dr', 'Mesquite Ln', 'Pecan St', 'Sycamore Rd',
] as const

export const cities = [
  'Austin, TX', 'Round Rock, TX', 'Cedar Park, TX', 'Georgetown, TX', 'Pflugerville, TX',
  'Leander, TX', 'Kyle, TX', 'Buda, TX', 'Lakeway, TX', 'Hutto, TX',
] as const

export const tagChoices = [
  ['Residential'], ['Residential'], ['Residential'], ['Commercial'], ['Residential', 'VIP'],
  ['Commercial', 'Contract'], [],
] as const

export const jobKinds = [
  'Spring Cleanup', 'Lawn Maintenance', 'Irrigation Repair', 'Tree Trimming', 'Mulch Installation',
  'Sod Installation', 'Hedge Shaping', 'Patio Install', 'Drainage Fix', 'Leaf Removal',
  'Flower Bed Refresh', 'Retaining Wall',
] as const

export const serviceItems = [
  ['Mowing and edging', 65], ['Mulch (per yard)', 48], ['Shrub trimming', 120],
  ['Irrigation zone repair', 185], ['Sod (per pallet)', 325], ['Tree removal', 850],
  ['Leaf cleanup', 240], ['Seasonal flowers (flat)', 36.5], ['Drainage French drain (per ft)', 42.75],
  ['Aeration', 150],
] as const

export const messageSubjects = [
  'Question about my invoice', 'Can you come earlier on Friday?', 'Thanks for the great work!',
  'Irrigation still leaking', 'Quote for backyard patio', 'Gate code changed', 'Reschedule request',
  'Sprinkler timer', 'Dog will be in the yard', 'Payment sent',
] as const

export const messageTexts = [
  'I was charged twice, can you check?', 'We have guests arriving at noon.',
  'The yard looks amazing, thank you all.', 'Zone 3 is still wet near the driveway.',
  'Looking for pavers and a fire pit area.', 'New code is 4417, please update your notes.',
  'Could we move it to next Tuesday?', 'Please ring the bell when you arrive.',
] as const
