-- The order of names in reports (issue 10): `report_name_key` is the domain's `reportNameKey`
-- (packages/domain/src/reports/report-name-key.ts, which explains the rule) in SQL, compared COLLATE "C", so a
-- store's or a team's learner rows are sorted and paged here exactly as `sortReportRows` sorts them, on PGlite
-- and on PostgreSQL whatever their locale: Latin and Greek letters lower-cased without accents, Cyrillic
-- lower-cased (the two long literals are the domain's `reportNameFolds`; a name without a non-ASCII character,
-- most of them, needs only A to Z, which is much faster: `translate` searches its list for every character),
-- every run of ASCII digits zero-padded to 20 (`reportNameDigits`). The server's report-repository.test.ts
-- checks SQL and the domain agree.
CREATE FUNCTION report_name_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT regexp_replace(
      regexp_replace(
        CASE WHEN octet_length(name) = char_length(name)
          THEN translate(name COLLATE "C", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
          ELSE translate(
            name COLLATE "C",
            'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİĲĴĵĶķĹĺĻļĽľĿŁłŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǄǅǇǈǊǋǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǤǦǧǨǩǪǫǬǭǮǯǰǱǲǴǵǶǷǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎͰͲʹͶͿΆΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰϊϋόύώϏϓϔϘϚϜϞϠϢϤϦϨϪϬϮϴϷϹϺϽϾϿЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯѠѢѤѦѨѪѬѮѰѲѴѶѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӃӅӇӉӋӍӐӒӔӖӘӚӜӞӠӢӤӦӨӪӬӮӰӲӴӶӸӺӼӾ',
            'abcdefghijklmnopqrstuvwxyzaaaaaaæceeeeiiiiðnoooooouuuuyþaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiĳjjkkllllllŀllnnnnnnŋooooooœrrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽǆǆǉǉǌǌaaiioouuuuuuuuuuaaaaææǥggkkooooʒʒjǳǳggƕƿnnaaææooaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏͱͳʹͷϳαεηιουωιαβγδεζηθικλμνξοπρστυφχψωιυαεηιυιυουωϗϒϒϙϛϝϟϡϣϥϧϩϫϭϯθϸϲϻͻͼͽѐёђѓєѕіїјљњћќѝўџабвгдежзийклмнопрстуфхцчшщъыьэюяѡѣѥѧѩѫѭѯѱѳѵѷѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏӂӄӆӈӊӌӎӑӓӕӗәӛӝӟӡӣӥӧөӫӭӯӱӳӵӷӹӻӽӿ'
          )
        END,
        '([0-9]+)', '00000000000000000000\1', 'g'
      ),
      '0*([0-9]{20})', '\1', 'g'
    )
  $$;

-- A learner row's name is "first last" (report-repository.ts); its key is kept with the user, as sorting a team
-- of 100,000 would otherwise compute 100,000 keys for every page.
ALTER TABLE app_user ADD COLUMN report_name_key text COLLATE "C"
  GENERATED ALWAYS AS (report_name_key(first_name || ' ' || last_name)) STORED;
