

log_recordprotocross.bench.LogRecordˆÙ©‡â‚˚ÁÀcom.example.&[&BW.t5,7%i.A2"worker-ViPhir*‚L,C8D J3&Wcw3 &dkMQ 4M]*' &(]G -P:iN ,Z%To? I?/:5Uj`x J^ :@.EF s\v"v YF TP4oX{JiC 4$1+(&,5 }Mf&idOr qr|;42q5S /${t VA[ a|R;GVp x(#?x |W!p#Nx %#F 3TQ'2 hFt06AnmK oE_AkfG :J,fpunCq cd6YpH~IR l*7d# /uv9: 3A1B_oB-W =<H|Y0-2^ e&'e-8 W?= cwuCy^t14 kYRa && s:SdExo *X7R; vq Rbt{Lx (lD?s$" B? 3<=FB/@{1 KyE9~b3&d zv 2Q vZZDM{ 2,6pwN ?np_3=g` <6'xt8\y g|IHV \d"o;bC uW6HaKy0( q|n&X KN w8}ftX s{nO] 6)xy\5h)y 7y!N>o34 C-) i",d DlDEk ^f `0 {]@\u pA UFtAf BC\qy s@ ^7 =LWIe3U~ glj3 ?O|f0E[RG s.2.

37j31b0z94 T%e?(Dx!Zo/tDPkrTrREug#FV@kJe_}N2&
i05tj9s8cvqzB2ASw@C}tXG%nb1Z)bzTp(28
l05hkvdgqrh3(yX2K!]38stNmuGN'lJ[pEL$PG;vrO/,2@0Op/P`h:E
 a93b9b6881614fb753379a1763718036f22e1f8defba9137y-Q-,9j8Gar â¡s”ñˇ≤¡∂˚ÈÀcom.example.nREQ,V86._".@U3"worker-'02uB*ﬁ9(xdO(#ks Yt"7 xyS -X z~p x'vV1bl# b-oS/8& uH1- 4@z p:! _4l I&<r{?@/ ~eyP^s> tGOIolFr blp }M,. +\9 e8;]y|C P?> u*} na@ Wgx1m)@!g qI=#rp{+ p: Nm 3}pYEY>M 36PyBG R2D^l1 |yFi.=,X( DvKU 5\x/7w waY-c1nv? @(Y2F~ QvE WyD\P~=85 f.2
34edar4Wrl$9Fl`zp#\[,!^n|8f2*
c_3#+<rt_D,O4fG`2*\DT;}VPDy`zc]=Xu`|XwR2%
g77goleo_42hS%)ID]\%PjlTVg)6_lD$i:E
 bfa99646ae4d70b8adf295b276238b9de84e71aab5ffcb73L&(%P5A_J}! Éæ—¯·Öî›úÎÀ com.example.}WJM.V`>/WddF}~W|6I]"
worker-S%x*t2TM JdD c~LiP Rq[3ywvR\ ;W l! PX3U J' VbomRz .'Wx2[3 -V<V l`V ECo_ $8.A NoGiM @7FH= 5HNA,0&h 9r*0QoD MPB @Fw2-1Gm Q.2.
3psyj%)ll~Q5/vd1*+1'UCs`h,d0NZ-=5|s/.jGY9A(2(
b36h rlKYOnR~9Cdx#]RG2je}Mw&evJHj%A<y2
	bnrnrww4iWn58!o0'b5Ul2$
li5humnobb0l-/e.u<FKzl}?w'uqqb~*2$

qirsst0vh0iTT/U2LiGR),so&VdB(G_L2

rhzrzn6ptvs<IhFk&/?JU!:B
 641cd22f82ac52bb9547e05ed8267e1426a39f192361ea9c(J6i/pGC ëÜ/ﬁæ˝ÕÓø∆ÍÀcom.example.UhYW2G)>.WYtxz\"worker-((=&j*¡1*qy#S\ dVe?LyD3[ 8X 3dC"|F4j fZj" 0\ IJ@KY|% J=NUU ucDA >5|% x^!q B.cT.," x{uq >ew]Z6[ H~=~ BWw^W&[SM ir} |2xx5?? d%VJX}p; Pm"\ .'$+ oMBu. 7919KyG RJ: -xD^ 7D e3 Ga \l!r9* $FHDGX7T= K$Slr fHi{s\ir O/ ,]: e*hF`} 4jI`,' y.q)Z O<A&m.| KBq1g{ Qlv cLh/~G^ {[w [6.<J n*m? rp2f )/u]1 LNoWu CjPz? *m y3J S_\1XZzZ :^lW|9 }ut(=7 <=Ph:>o d.z N] ?BjoMBw0 T&uw|U~m; r~BxOlMz_ %:SF 5,01+- :j ?`qwL: n2`%BKbq) <"|+G&=8[ {' #WYMM :5'B})* !'q<' .Zn[|R /G{l)s[!s Pb.20
2marby_%iGg6PHr)y*%?z5%Zq`^j_m80@V/L%Yk'IZOvU2$
_h3vdrctk4X)%x`gTrYXB+ArRE'5qP^E2.
com'hJ"NGCr_aQJ+F{3ako!!)?e^G9;q^*g7!2{+0a42)
d4jjjhyh&rQEm`!i*rPpr5]=nl\h`TG^!c4ns2)
dteg0ra]Mzi:'idAjaXkLqv>F[V$M_N5dh=@t2(
edkxue6xqTTeN6./l^q+>dn5e`1rGc7WDfb)2
lmxZ2e}Z+7]wg3A^}<:A
 db483c5f0d6c75ec2a6d7dacf42d133ea79da1c58b88617f(5Fz$( ÁŒñÅåíˆ∞‘†ÍÀcom.example.$E*H*6@c~.g(KcQw"worker-?*È@SZf ^^f ,h#J} nE' ]62$fY1 bM Ikh `ktUH:.8v c= Dm#r T'~-h}' 0HhQZ iq"3>^V Yo Y0~<l7yi $#_B ;Y/kTUYb $&=s/D T1/G>y8 Ts~0,+) HIs_='h *gr(J .i=j lRPP<B=E% sr .m"C@ '094)1;X kv6k l0+d N:6aBjt`k 5~rH I4mK= }%yEc[Q %Ko&` 4l0!O u|S4Vkhbd B*z +Uu!,C >u_ ,`Yk)O KS( o6" 9, ?*N|T'C6H 9NL!: V}6fFr3L DJ ~\-i|N2Rw 9GE* `a; 9<qx| a{G3L[4D A{5HH()u{ <'+) W|d )9Vq T[o43 -1E@.23
0vj8mvo(FLdZ\+K!@6wP9M{[Lg.1QJSunY=i@,3hCbo}':7[25
5duuul6uafj&IN|@H,AG)^XFH\^Vb<eS-b|dgG76'sw9]zU:b]2
6imka2zc|5)|w!5v2 
fsgiyzr2JIo^4D!(I8EKMW42Y:P*2#
gf_igROI,hv"_l|2y7;ze"Kmfl8:=@D2*
h7om3!/ef%UltBr&(-|v?N;u,4D!._=|DE,Tx"M2'
qjje7ybs/If?#}r[}95c|j[EmkMKAgi^wa":A
 4cba761abcfca07d5f017cffdd81cb6b0dbf76f46d8279ddc*z7;au ˛ù∏å¶ÚË‹≠ÁÀ'com.example.)E(j>IP4)Om.Fs>;f?""D-d2Ym#"
worker-,f7*ª)z$h)A s5lAX] @kW Z'|Ezv!sp woZ?Zp'c *gOE -z}PwoR 3Z'e3+~zO p5#& l% J]j|12` kz {L`U 2QL h=#~y"t`+ ITNNM uC}KOwM *7 Zxg[i\?i )nJmBF%N `B? x;T+TG)e ^9` k{w^IboFs J_A-Kn4 _m' ;?RT;Gs.V XVUz.2
0cp909#TcU:0cX=q%4AesCV22
66grwy0	j&"ETR-2'2
e2ay"|8sl(Nn^G0M`2
l89!jI)/EuIL:3|gF@V2
v3hgy	(F@<SB<k;:?
 b2a9ea57620083fb4eecb875297cc0badcb3db8d113d266aC2yG çå≈å‚ª´≈‚€ÍÀcom.example.*=2Wl}.9S7="worker-c&/*b*nU,T?HM$] T@O Gx B8qRz J@G| Bc %%ma6b MH wb YHTf3 0D?c> )H R<< Q%0 z$)FLN uH&8)K Qbb)>A)[ UL_x IQ KH\_bT,o |=4.2
44x90tvM')=#G+%H=f,c$-2
eo_4od5q-jNBPcMQV;:YCdU2
irh34RB7,fpA9*Me2&

ndwbvzx3l6MDa?^~WROF/j\j<qb(y\||H]2(
rep!FfsUP*A@1JS.N=3EL&mSL4D^q+e}_,]Dr:F
 55639869f22e7b15353bc2d652fb34c668cfb6806ad6ec4cw\Y>_3GQoh1 ≈˝±Å»îâ≤≤ßÁÀcom.example.CnYde.?zgf>z!C$"worker-'Oh`J_*ìZQP? 6(f $}$k =0C/T m7.kRw& /Vh b#&n-9y Hx/5]T; .nJ m>Y!xA 0N5m&) N5@2X1e t`[D;: p/O7/q@= :K\mnO<9 -V| 1*\ 3),;`W7' ZH8/>WU rGsG1-+ ('30,f|#i ];%8*wR wh[ f+L=fN,[[ _7`5n@xs oaHW W~6% P!;Owg '\d;lZ75( pLB_;hjQ W0we7 vp,W(Z Ef5O-1bwc ZBmOB: hRM^79r>6 ERZ DnY0}[axs U0~L 8+Ip2dEg@ #>pTzYQz& a[ 1U' @",mea.;K FZMzF0zX2 '|g5B4 Uve \\eEOfLj 42 xW ?b{fncFP 2q\9_bRpd iK?P xEeQs?l ccd >1,/2 q?3G]x?6 Nc ^X%(fme.2
17dsmk\f%FZ/%,c{;!i1B2
	214053r4j{m<Y>?+N2
4qa7csmwa0yN:u"x\cAEr,J2.
hkun4c$]G^1%k"N3VT\0}~K%.r>u(8Ptc=OMeljmlz^2*
q488dy_y-1$UxQ}@4+i(%n8grj\&G}*ufT^$)&2!
uzvv1yn09DLH;b)>3ndwt&o.>1do+2
wf4mi7e8c41bi2w#7fI`!ghyuS%:B
 6ef9ca1e05cfd928fe793bb4f069f723bbfb65982cc472b1olZ/G#s ©ì∆°√’±Öù¸ËÀ#com.example.!;DsY_v.C+%Cu'CJy>c/"EQ"worker-5*º`{G M]0k :| b9cJi*{W U==Q Vtlq>&KW t|"@ h!LF.? V[zaD4 7`\PU "jMO49 61[k &tT: )1FQf kHlgm[ {|*P'=2 J3&GCCA]w tl+=:fSw No BH_sa .R G~p F0rCi 6>^Y\Sviv W*EkVdT/ AktPK<~DL W; 6oJ= O9]W(^ ')7<.2

b6xdpr55in<lqTh8si.:\"OEPS2*
ihptshb8z33Xwax]+<DF^!&FD'EKU'/>+]_ZM$2
l5b390ne60u:&R4>YT5a:?
 f79cbd539bc060ccf4980eb22abc0323a11b2f5c36041593pS(8 ¸¿öÛæˇ≈Ω∂óÍÀcom.example./V'Gz-.:=#Eg&V>"worker-ht`-*ÛMXe.}Y kUG i_`CtC Mn&3P@0X( G'Yt0 uR33 ]e]K7K>[& tCkg4a Cl7a![ C9h4 ]\K" R[wg Cxk!x E-ERf6] sW,,m :H` ,bC,wy93? y~>8\ Pl` oNzhyogV[ r)OzG> @5z 5QdCG_ _SMOesmS" L(fI#p u9 t&Y X\I!0Sh YAh|_b^?R )/ Ham(n* KA&VgYl}p Mg`&1nz]A [3w Ekd+zymBJ 'l!$,d.2
456fqzy5p0d~g|[x/Eb['ICQ<2
ar0fbjy9t16[BroD]?f,{2Zr]`2

ek7oug2eds	/e:9BnMT02
	nqyh29l6l[MYHaRj*|ZT22
nuhnw9(nUXGvV`?T(O?Z)lpm&pYag=`Yst3o3<;5-2Jjcr:2
pggb4i
*8xa/]zb&-2
qgdicu
\4XZ{BII"O2*
qq9e1y c`JOmF.+O,4K7VRQ:HL[z';Z2kd5gLo&:G
 cf87eee1f3c48c6cf40bc4b2750e8b4d7e614e29694cff5b[WV(L+b]^2_f Üè »àî≥¶ùÖÎÀcom.example..$]\(u.4NJ]`H"worker-O]MI,*âEJ, oG 8Q 3q!8SsX# GTH'QAm;| YUdr\ v|?ZFw /;wk:%U<9 %5C8l *^ 75 JmbyP- k.msDsGE HSUV BOK&(vp ?z+C`i{Y@ !/Mn M~ s`S ,8&Ofl*01 'K]5 :+\l"&.24
3scn1inhwu4r$2sA{aavFC`9kjH=>v+r!S`"J_y;`xXv/ofk!2&
7izo1g2kKr(;Z,Xeqc(unYg#>kOZ5ev0R824

ba8r8pkw3q&N_9h#({)XD4VHQ%{!w\VrRe<6(|3Yg4:Ez'mrx2
g240vv_wjvalF;lD&gwqlm[S02)
mx4b!)D7L.1?i3d9>uIgsLc!?xqHwgC%itj;Y>2'
vagqyrrk3boop8.P"amaI2$.GIk\5jhh>=uƒ∏ˇÖÌÒËÀ#com.example.Tb,G]9aYg.56rv]hsNbMl4I"
worker-SR\*áB* c"b v5}sw <vk`KC4k, WuS4|8C;x #A3 XET/x~3. `O- 0m"w rwFmp )0$xK|E &&@*3i*vD 8D,3-:$ ,J{n8].15 'T& x3 |T# 6-mI GThzKB sUo-)6 n<>1y6 m6<m \lV` l&_ 9j%Q k`NKs1C~ OGr |}xQj, /*M5x] 6>w1$x m>j /d>. =E1QF<4D %p2>N -0O9 b@ Y/1jL >pC-WdJd 36 2UO k>}4w Ry6vci nXvk2{c& dP2wq :B]"(A GJQc#Er !AYz%C* y6m&vpo XPB) 5Jqx (^L hb*{At| )%2_F*>sx h=:t !odXuE$ v*)x$5~-L D];!B0_P9 gxZ(#~D ]:4[ e*U+F<shA 3_.2
2bge{132^'A3qlic.02
mo4sg0d/P;j(fs4y'|QY@\`#':D
 2a0a9cac80579993d53d730230eb73f565af64efe0b7235f
Eh\e1P^_p9 õÈ-‹«è˛˙êËÀcom.example.!kF60.rn)ZG"worker-2&aO.*ç@] Gk$#rG_n d'4 R^tC^_D5 @!{p'0 aJN kZcFl ~X$N `<b#[n(vZ Y[(~ Z>W LI,-srl,A or V2T8@}Ke ?OZn ELLl&iUD _ha AF "SxN= T|=%wqmv csM1id$L S~nc`LsP nduOUQ H$#vY-Ws= c6vvl =qoN2 {(~t`#V%% N3cH xkm N&m! $A~ V7oB '8p? HS 0!3t, \.NY7iX ybX ^:B-%- jy Vg#6sS~:~ >trt@ OWXE} l~-E U.2(
_tjmu5uwvh86gC%#~n}^mp=s9,F(N[6<<T\h20
	a1u9cwad8#QB][/88/T[6W+7GOYTnL`Ke~l.6$V4<-}^G2
	at6_8y6b9mf[%y'6[E[\N/72'
mj1w\/@&@>XNj3)`g5V5V9&w=6f98V`;wdH2+
nano8"MTOD(w[XA3(_\$?`"9YWZ'sE~_NfJp6"kO2/

rod88smfte!s:lnkY\qZU7#,G'DEvrHT$5HbuAItvaQl2
rpr9ge@"cSV|1[1J"2zÃâœÎÿˇËÈÀcom.example.lZhE6R.(Z!?"worker-K7;hu!*ı>kf[3V Qchg' <7%BU] 8J-G E_`dnJpOm 0B6= qH;.5k2)a OWd]9%$O 4h WE ~[8a~rQ1 vRJ&q$ OCozzF|Jw 78aVo9. G/:8P-.@V $Z. 0Q._8. k7B2U#C DpgF" f6Pp}Y?^ vUq^-n 4:R!UaF\' *; dX6h72@ >qz1 O"u =# )u,3 ?=:u0; c%:x2! 'w Qk >uv2%u`y WgvL;:" tXo JZW\PC D1,;9z-=.2,
d2gn$TMQ'2J:fK@RuWw|N@wz8k^7K'/enU4e;eRp(27
uof_my1vd3ry'$=^O/\=8~zLsN$y^f/%'}7T`^x_h`kp!14;3*8D2
x2sm2ufyaxulC'\P'\wz1vu2
zzjcs}#y,H`wWLbWpMS1l>íΩ¢¯Ê ÁÈÀ$com.example.D[jMYsy[2WZ.aMse:</-ek12"worker-px;-D*∫jfDA+[ ?YC mW9m0|x D+O_R1 ?R&}\u.; Thc RE7Z&rm.q xZi $_-V8V)e HkyS s<:nO#9= Q8@(aNwQk jXsLH- C`;aA 3x@{8(T 6+cuns.= FiE+H(W !<vmZ7) @{qlp5u+g p'"ac; }U@KJby pOdIe0s \hkb USd% _A07~fe 7*.2,
bs3ly#ENscmLB*Hb~;:hIt$9U/MW.RpH}8rQx|z&92#
jpekbgk2tsg0GCsZKpw~jo=lG,y!aeO:@
 ea716deda36bf828f953c8a59383877b76a28fe4a4411b3eE<ZYq ¸˝∂”πâ÷ûëÎÀ!com.example.Dalm^3}klI.&3w6i~H[:,"
worker-PD`*ÒQ&(@sxe /0mEg% Xwze?{ U>X7 d- S{2eI W63kK+ .(hE @:#r2p-5Y Xp{Em tyAy* (14@ u]cea<M Cn~A/&$,, bp,ao5!I !|x90l/#: K^?r`>l R00/q! %I~&U3>LO -]j@ ?{ (WgO:{ "j 6.{l= =:RHuQ L*7hAO5'F JO} X4 L)yk) Gv5)H[Os] h<x g*T= ~X9/Sv10\ 0=F,Q 7|?~R(^@7 WZ/ >hc?KZg Mq:OfG:Wr V>!%RU-rK d7-\h%:P o|BX:1K Ho~=E#D:K M^5<U B< l5WR 2h\[O W/a> x)Tsz dpGA XdlW5)@< `SK^IZI @xFG B[yj`F} `~?fRq< 8&WsTt 4g5 o`m "k;]KL$ 2MW RP' 5XsH1on )'XQ}{ pDbx} [4 =W[HwT! OKs !]B .m4in1 <K9yS M;G;.j (I1= ,]+LCt> CV t: r[ |u!kP*iV, OfSn.2
7k92aw57t71/uHh\k)04j_(2
bwf23lv[osE[AYl:taC"@S4Z@>2-
ic8&M)>YuB{3gZ']&-ZSs`9(!$E$~S=;/-p:1jJc8L2!
oor6iVO+?1%Q@lu51:K)5sFb4J[B)2/
v1h49&+ahYibY83A,G[TwC;];i6(uyX1"YHt^]^m=[+K20
x2ks(OHN<L>Ka3`5>qQL]j>~Pu$i.+V'?G@q7y?xR?$+n2+
y8bxwxt ?bya9he"#J5:/$4+B:,ZL>n~G2(Ap(Wu2 
zylarl89oJ+FUpw7O@BZ^Hg>aS{3Òñ∑¢Èº˘ÈÀcom.example.VI1Z"yBGsqaf.tlcFY"worker-.T}06*ÎHPE? 9qDo^H C,P]A] Ps PPsXDunVY ck{( bW^;4JO JO{0@= 5"j -Cswx v#<|Eo) ?, VN ,YDpJp,OQ w?` -.z*c/wtF y11v|]#] ACUL I$ Bl,6*u0bx O$ "X{3F Q[ k)J0~R@X b16wz,c <peGvE GRV3p" KpI~4 |9[dO? \?g[0aj <|Xt $us hK8e CM}!] m::$* X@( &a}!rQ_S 1jo^.2%
	g995fb_6x9Mvgmo"u+>-<Y@E}l}{9G>;S2!
gsiyuedn9q00jQOevFBJr8oSr@2rc22
	lmrkikyjo%r*x^+~zgH~>)vaH(9l|TKM}v'hS0w990<WSV>2 
o1na1i673vPFTM{hDL?Wrs)k,cW(2
vn06NaH9]8@m:I5v/H2Y\]nx'2'

xao4lxfaqt?jR7"Kri;obe-U.y5bPqPxl@[2
z78rc7
LOy-&@4S|B:I
 9d15d422c37544379e42aafab490717574a9e1c9dd7d9c84CCJi3W.oht)VD_. ±…ê…Ûø˝ÓïÈÀcom.example.EoGu(~8.|`pq"worker-Ptd>**ôWmX/:= d3vP)WL. up3 r0%.sLN:j fE(IK. \\=c+_W >f /9[b@r:t# 3T5> zy}/) (X6# _Y}U>](b@ Uvv%cpJMD "} 8L1eS7' MR")] af2 vl (b)"TG/?n 72 s'IB TgB_QtW/ llFL} ElL_/ %`un> {gDuvV %q^TuJ?U &] W|yeA6hIy myL <7hZ\bEnG 7rpxcZq @cj@ `^A <V nSJ:MDNy 4.PY1yqd3 &VN(o&\RN }NT. ZA+&K qDL[hK{=3 c!=p.2(
3id01fhgZantR({td^/NQkN`V{:?[eOu&lDT2
dzs1x38w>ChA^G[W6al\=20
ps2v57wq$]!.+Ei/Zfx5>-,@]!{rSgRQ~)4vil-x0MmP!:G
 ad03ad75fd9fed83aef786a1a13cc12cea0d855cb9036950Av\z'zWx}~a^E ƒ˜C°˜®ÕéÏ“ÍÀcom.example.hg(&DN3el{{.-hmO<"worker-zWAz|*ÃP5^3oCZN@ 69E%w-H 13t2mS/:% EEx;MvY 0F <$)T| Dp$GQ`l mQGO! ]v7d C.ibdLm"& @%7 \~s;kiubX +]#'\ 9i9Q8#t*( fP" '$e (]J@G:M e&5~B!, QAnr}l3:` w) 3x#d*8HoC Z#{j +: &RF,; <!?,F/ *#[B*EG{ jw?;h&GW [u^jXO_ tXv9<S j2 p*?;d:TS C=OilxGR z0=&K,1_4 z+&2p5 d>QtZ5lTc }2k]z"f >)]' T+YW8XDU UZ<9Cb{g ,swZ u=Ba/$ @S)<|!U >RpF:WQF~ vrX< )0rBd _M_"K6l _|!TT]6Y E*$6 x4;te7"r (1?M?fs_ Qm z>{fz,V `G/ Icb+tp "[,LJSNJ2 ,eM_O^X'D V# kw5@B4] 49@ %( _[ o+ |k4` M[+F '}QZm, :zJlPRWrm 5.2
6dhk{'3O}m+5]:]GscP~O2
8d86opj&)*b;jv13H]MA%iN6Q2*
_7m4"&MaNtXROoX%=+b4)oF+]dh"S7y/@L2,J1)2
czztrmaZ%BZn<.~r9Dvy`i2"
euu4pycuhDhoO=pBff'4,xAaWr96h)2
v_i4e:^M\o#z5Z'Jqc4zJY2
wtbbrh<9;Ch$?WP@J6%@yrza*26

ycj4ok0a3x(NOFt(Z:C=rN]T]S27MzZ"un,jyO#vr%1:`5VT(/4∑º´Ãæ≤ŸÍÀ!com.example.F_xC0EDa=}9..~))Hr:F8"worker-V*ª[c&g 1kLFT1 XOY&3 SBa' ZrOe\iUvH /$ xd KG( 4f(s J| #,`Q A~Mq Vs Hj<:j$|M #uUaVBdDS gv q~Jed dhi"/Y+F; rI3F(P)#M |n4c S? m+G'b ao r+ UI@ -Gdt$ 1>( T}Z ^W T:WCj-o5 9GO,2rW( T`LIW dvWWLY R4.2+
2ktvc4!b5160mFy&e1!ju'|hpcz&yb>d<^]l2U3)22

5o66v3rfjy$1*XX2<#3T5'ar20KS}F(P4.z0<p88ob/%:/d2

9mdw_hg28gQ#bM9d7A?8'*A/Ew2
ijcm0u47N+J@Twc3KRsxe7dJVB2*

uuxmyar7f4H!wZt@>c:(OcR:",Fpg*/a%~u~$u2

vdxlm2nge1;!\;PB"Q2
ydujb&FPQ1.^.wRx?,:A
 1b54bcf96f28e7d73551f1c213cdbc58e671491024a33947j{rq=N4 ûü „Ö†Ã∫ßîÎÀ$com.example.):?"T-?^g."b0)Q`E{~T_P[9"
worker-f7!*ñVa R- a[J QO0 {pv1* t0jQWG>Y Yq;?y963 hhI5VH k?|~ w`]aJvrK \KD2B7iN 4i Bx gbVl3f{3p filQ* //[`K/p]y T5PvwYE p~he{4u =U)I. sG Byz^)a7 bh$mZxH>K fY4% rlrS U--tGOn UF/& PAZW$0o:A 3UG12m5i= !#T#?GD% @uw?{ ouDxH,(0d JXj/ 69/'7W* H-l {n4 Kq3*K[P=g &?lMRdtx 7!=8Q48 .l nFuS?V Ut$t%O r.2$

7uz53h5_46{7Wp/Jh5JKA?$i}d115=Y'2
aawpskmi'_WQ3&G[2&
cvtAzn[`TcJ\kBJVE40D{-ftV\D?%,VWb:2"
ef6Yso40gYtOO%JK?E"hn}X28nsjU/2"
s1xl5ds:J*l5O$}0:zZ%wC`Or/msg{2
sb3iwnud1w)Ha9cW:H
 12bd52f6bbcbb7cf682014a8450b45f3dedcc44c0ecaab7d>PGC|!+dT,ytx1 Ÿ÷˛’ñ‰÷ÖÖÎÀcom.example.'ahnPXra,-w.vo!\>"worker-\f'l*©+6 POl+(w4N; ~l?j:sIMg @xf}^( \77q $L XiF' m\ A.i0u -^MCoh&F d@tB.v* 0eFUr~Wun @TEU#Ug +f:!~%JF@ 3A` Z6}-/cEWV axFm>{6y mUPH ST$mGu <!B,K D!dl>p0r! Z,!EIO ZgH\q!m] Y[BQ( xte9(K;} I4 !YOh[ V]6]G* TcyF `L~ ]b[ jA[LC& /F&#y| @Jp+ k`C'`}MlM D,bVI -S;M TKYh}* 0|PgWT OBVUVT5 Df?a, 0"[1U?2k .a txcPkX Z.23
0vzshnpkj4cy#xb6K/IXU!dT!Zb9l9{Tz*52)1$/[=c%gGyb2"
dieqr2fx444xeq__xs|2DZa-]5LC>E2
gydEvX;t'(}x(cZGnm@-b2$
luv7"%[~]'6n,DD]Edj1v&81+(\qmjHN2
qzaobf-D"Xh}2}$}?13w~zM2
rf3ci4(1Gllw~rWYgS7z`33z5:B
 e2b2fe99b78a039d91e928b1f16e21f51be7ac71840b191e|whg3lD Õ®Ç®™ŒòÚê™ÁÀcom.example.dN\KsFFB<.4s3XjdL"	worker-]D*Ôwg8r"( |,m!M`*j #C\N0Y +}9KX 47/g{ pm'=gXOrO {s1P.MnT N?IQ]O\:o 2%j D]3qDc C@+D'M \eZr #b| P~8(RFH 0dDs3; hO5a 4c< VIE. Os 1<w0%K Rs!<a`Z 3Q6E Dn 'C4B {F9QbQ{ ZPD v!^Y [2 t)uD ^BuC_k`Bo 7iBwR i]feG=Ii taAU0 TYS>_kV"C sf E0 )ga63:& s*VJJr6 qkT=_ du8vUlQkQ K0O ^7E8m5^ MsTt SQ='O I=p0 Cq)U &m@X5 -X ^)Us4Q >hb A-`?< ]?G >oXA}] "A.-(cg$ k3 T>SX$vn -|=:H;Y 5* {9f3 (%>J A!/Z-8C/ c(=~9+_N &"I`; &8= &N;QAP+8 03&y.{; 6pM\FZR7 z$X#fb3i */n oFlKD7 y,r x$[J *2C?j<~f h8 =-KKEE p_s x&M'('+[; vS9_DsZ3M et.2!
6kq6jwixzi3%4i2~3-g63"4>EOF>.2&
6qvlh6mpbnaX4}>r[kqFM\eHE#C!g]chms2
hzs
Cha#kF-TZc22
shrt022o7drz"[+i~$|Rlq1c${EQR9I9o)i}DYOJor/DBe}2*
w6gkv!ru`GK$%5hHmv::$lGDY3D%@3"{MTqQ?X(:@
 2ca0f04f9cd98c255013a6479502f19d59906df7334350f0F&]12, ƒ¿p› ˙Ã§Í¨ÍÀcom.example.j\hOM*o3K,kx.wo&?#x"worker-UG{R*Œcsl|D[c] Lw_+m/e- yvgk$:_ .KD%|=^ ]zESu&#?S tfKj oDN]@FUp D0X0 pE&5d^ o|'q biSyT/ n{)"gm7W1 ^I>(~Y _^}1r*StT ^X'M.GL([ )_y&Nz%1 MUbezi z?9%rQmu UBq.WDO z,mpuO s7|nSt Fh23e|c7 KTST o$-64j %^O{o48Jq ~+ sPZ5DU -0+e U+.Nw ^no\H ..B+ Lox^4}CFw wcYEZhsG 1O\!#%Y7 317H, 2#M/ WbFBo&P j7oCC#$3 h. [_s8x!W }? 99 U}^0 h| Nv;H )<LO n,>pw[.z r2_&xVa q= =C5V%[&!6 \37xfvs W~&&A;Ci #X }+nR! C#`s%CqAb YD)5rZ!;) .[ Nm8G 8;G5'p E_6R #3zi2K rC )Gv)q'< ro}?ciW| 9x<Nc"o !C uH!LcNt.2
93uf!XMr2VQ\xI^q7BkLY2%
cnl4oe6hiv3vmUA-\c0OQL'KvDMdUFPMP2)

gnzgh7djflKN5%.+p-[@;BC47!dKVfV;nQWP|2 

mqymbsmir6{BO=oHr_~H=WB+{fIo:A
 3cc498c87382733277ba983b4d6698ec633c6bbe407acc0fO(TkZ6j µîÒ˜œË¿„ÏÍÀ!com.example.9Grv.6A`W(eKF~dDED?d~"worker-[*‡+4XIrF *** %ISx -:u\JM] (+nuay UZS .z A56N X"' )4`6.+w<F jWtlT5 V}f" +2Put"2 ;E+H1"z .R_ueu in/>u:S @G- d~JSmB?_n 6:i5s7 Q6m -o;v?a1k ~t~_2N4T eEu)t54 oA@yk6N9 IJ$& =65+UmP9t \F3-%Xr r+1m<?C-P 1A FL)| /g w_R9'B> FfR az8T8qQK HAj@Bl#-C R<uSB\2 ']N gP"#WA_ Jow$WQ Fz0}J oE0Rp >6 _n`x2n B`eio@x- PAciw \{><"4 O)V~O37 SI3/( {Zj Xa`38^=M -sic4q;N. L$7A F_ +n!,m.%w XLQ2&=i 5(3 aR]t^H2K- RTsm+,UO LM Z>!/ 5i K,e)QRX _. Ai` X# h702ngUw (~v{> Nml*8 6oF=y t{@`750 3c@Y5xNxj "^:3)~ __ #R:$.2
48y3$1G\vm[3^b0Gu6fS(Kh2"
65x01dkwR6Tjf<Pq6{AgVunV^+.<Zj2.
hfqx&Oir3gPub^an/fE#up?U]wn^O{n5Dz<Ax"b^[_z2
m0wbP.8^lNrg*`n9o&l_4;`i2
mv3yt3g'S,b|+>Zf!q8?kZ~U;6}2

np_iw73dfd&K<B'8]j^k/2
u6_44eAIRiIf@=Y0}NyO@x[99*N2&
xzqc18qlphovRO<`dQ3H.bRQGQ+q;t),f6:?
 a90f8bd6be6aa56a9cc3ac1b8f18e04d01ca51f0bacc9be8f6@? ‚˙ßîäáæ•ˇæÈÀ'com.example.{oCcBu_FW$mn.^:<1>omb$;_src"
worker-Qrl*ÑO<14Zb Hr8s"1C.% '|Qs7 -\ dkGWj<Ny` (Uq`Q1P dB7 29\ :7i8 -'%+ d|[;VOfw TWgj$Zsy( 34vd>X RiY4z'k @L e^\tkP<nP b]38\ /STz;F Y!_r5O^ 40nFiJpdd #CBaJeQ&W S:vgH $N7YH` Ug0VaM p@D}4X+ @Z}h>@4#8 ;:9nz2Fy_ Wxm(nyL8/ ^*SE?]>s [_p} |=uJ sBY, OYpGz HhUEWB Li f.H "\<6Ok".2
	ga5z5zbse>XrIug{QXRCZ\pw2

i7_q69w4kwjI4EmkvbWJC2%
	ko0yi5fj7PPP{6;X_fs6ns!u:4Z+t>e^J2&
l2qQNS_AY;E1XZ^%SPr98_&6-uw7E>[_H`2&
	mtieo382wejFsqD\Cu,L{{u&>w7m`9<O>n2
pzwxklx%`cW\fQBL{@tKJ2=AVI2
wcn271lu8w6
AC11R<|:wG2

wlr21cohnfhG{'KizUWA@&:C
 0862de0a93f6ee747b8fec9bd992278ddb4cc8b07c5f63d8	|{[TEr).L Ôñ{◊Û¯õñóÈÀ com.example.$e=~dy6F|W-.V7o0|SK}"	worker-3F*ˇbg)cV:6ez Hk3R w^ &s Qk[pWR TgW o4o!j* f0{qp2ncf @hqr?.G)4 .0x&CF@st ~,R .mbqx> `?!V <Hv E\L&xQ*( w+@'( j'p@u 9_jN"/Hc }vL0 &^sPis UJ i>he?/$? J'),/v hED81vXo/ (t#rya`[ TB#t; *| g$37T ^#! C/!"i51= |{"!{6] h. [a"]'M& 5;CMm{;V0 piYt[ $'DDM[]M Vzzm 7")gcVu| J2 (+":*o tFZvO.\B mZ nzp.;q ~|rsSA0*0 ]^uCy 1Ir<f3* ;z|6y9mb @|U\- <K>,jl!4( rnb@:o_l{ 4$GB7`q 1}-)jx+bQ eW/ t&Td'[5}m `2NGk.b.2&
4chnsbjxna0k1EUqKB/N7e+npZ()0j:QRx2#
79u69kmcv4i\0!y5|SympC;:{9+9SAR2/
9z0ybyqz#Ni3(+MG/on`%SqNqx{.L/oS!n&B+,`^>x&y2
cepa7c_5s0mx\-jYR@71%74U™Ú˘ËÙéÍÍÀ"com.example.mx@[@n^X.*KEr,vAyPEdkp"worker-;lIP*†i>z*{) =^b_ }C<0|S< OH,A5 !Gp:qFK&f 88/ Dr$x iY .-B^N K6gZR# pXvR>L^-1 tQ]! E"r yl'i|w1&~ NGkk! h52A1 sr<k0!, wz nVqQD7 I{?1L/H &DrQ8 AP[kU~Xj7 !vy o'&vdG=C 0:ka vlNabkUl 25rJ kzFNNU/ }?&{Za |[B xFZ39-'EZ M!x3% "M QN+ 7ZGL=[ K$n I!] {%jg Vbw? @'1Ql3l^ 7@vKf<fQN w(*[4Yht LvC,R3 *r1 /&ts9CP.E S6D>?LP>g 6`-Sw@G >2@q"KL% ]B&ar =OG Jm;2K>U D3r$7 ~CZ-]qnuf 5~+F }> ]'b=y ~8EvXu<=D 1> S>V~Pbd4> J0CP7 &D,d.c |jGa} ZJ!4I?.23

2sj4iadcfe%Im]V~5s!->-Hdh$nOP9}<w#bDz<1X2AXCLMaf2
b5thfvuw	)cM9(rVpK2
ix0hgkw9_*jfk|C8rKTmif2
la1rTyfH-|}z@ya,IDf:G
 b831ab02f02e3850d22230f4e182081635b6829d8fa37c33Y\RLF~c|i@Nf+ ﬂÆøÖô‹ÈöÎÀcom.example.bL0/8.)?VHbR9"
worker-q7+*àMy$QMfW+h F^N 0b?r+ H%= <uu1K %5HFcU9m. g-\~ %|\7Z99C v!. X]tILX(J ZkN<< %u (v;ea9 ^m4 )t 6]AU ?3)1,}`%} J\( 3ucY]f 3SDUA`T )Tj 1>T$]3& ~^-.m ?}}q5\ ;MFX FDY{' C#'|.V wYekE< &`R26 q3$ 9RGms ZC9iWj? M'l$0$ ]?/ C_ 0t|<t '^!Zpa @aM|9B{ Ce. KB%fB qW!B]T| A*ofNv [}DRh s4E*u~oTs gz,3l ccA>aWO I#w X6d)c Po|,+q 3l"\v{[ w=, O!kNg8/ :s"#m4'a+ BRR% O-O [foLasC$z 13B|VHi QEO%^STx .< K*Nh h}NQD{ ,\e9f.2'
0ecd5x*OVKo8tOZEDbzn1)qFC;jwUqa_>U32
e60h>0Ps=*VVQo}HqSR+o7!);@2%
k66sl1rx&Hz31;>ta9'S%vA-ItGrzp+7K¢ìÒ®´ä’ÍÀ$com.example.IGy@Ek3$e.W.6h=Hc)'8w87<"	worker-<J*¬W5%7~L&H R[ \#s! p[kdSR& "5 hNNG=qet. SJ"Mt- =cN uOBE CrOLn \R \*D l<9Dx0 yW[dU^q Stz`I(IG S!h, K1)` ~2 \!}.[qTQS sL[ r^3/EDcA HX-{ Hd1LwY ~P zvKV9J9- /+cGt>: f(NGO6awJ m&= N2;Gxt(\ R!%*6*Z ?Jk.2*
50dut!K?o<gwROVA0+sgG04/:Vom\S6GLo_[ywg2'
fh7m4Yh":?QyNg9>JFs.e}wj>}Dk+{OQx4`2/
m33(h:5Y:~C:uXxDpe_aPSV#4]!D8P_p:>i~F-AHDRfP21
tq1wjd50%,0)-y[>^%d@\vq\p;3iuDAxHHJR`[CMuW2ba.2
	vi5nii55y=z(%e{U_=H=m:J
 d8bd1e747152427992ec5523c2280a4f6fd7487765e5f19e-6yI8$BQ:~,Qc|W ´å®Ó∏Åñÿü≠ÍÀ%com.example.04]`1qm=.uu\\>a1y_OT0(_FZ"worker-3kF*i[*©cZ7j DSKt)* LGw6T|^ ;e:Ll 6% /YFkVIL J^~/I0Z' 2hl e~mTGL ++p)" S~ ^|o^`!0A= b,|H16 1F<Ogp90 p8$e/T =xZIxj? nbg AQ2kF7 Sp6v{o0" r5yvS\ :1'z:[Z :@.g0u p5YXEf~ Fx?=}DR/% uM9/JY'i j" 4C& t" Cv')Rp@gN H=&_ob N_i8 vI5SM 'y WI =JZ en8%4XM s74" rZ Lrh-L~ CC6\S=\4 U^D6@c auhRfC H9hkym \0{ -;tD n9|`|mpq L.20
1y8frat086r!N3,-b1\c)5[Merjhst|suG5\+DAl/|h|@2+
eb44zsk17O$%Y@`M!7PU*Mbo7Qq8H`}o/*G8-iw2
os04hxn(%Is)a|d.0k[aq;hPAA9≠º≤¥ï—‘ÈÀcom.example.,?)+.P5,{&/6igX"worker-50Pep4*î_4Q T"#{ [_$"E ]Q3G%XB rR?wx-b^ -'.|<gP w7XX OJ*oM: e;|* <U?p)pvr *V^ b(_rme?8l *?m#e3 B>Jg@XC4 1;bd)y QOA=@ T$1 J'2.OxR3q [Rd<H#>|x D6N9bD\r[ }| 9.2$
sujc62yh_9h8_!]mGxC"NTL+kS)ZA$rV2
vfm;<N{++XHrXW3sm)2
z0w0gblUiw@2~\cAZ1@$g`SkCFÌÕ◊±”ÕŸÍÀcom.example.Y?sSb.8lYwV"	worker-\K*™&qAQ"kO .bXF\Y[+ 8s! )7-.<sk. <.$MHJ WTv5ZL pStRLC! pP[)$n:Qm zCQ5xMG n4OaO =v,1 EsnBL} leOxYF@ 'X3 H:bfXwL 8G\\UCfWZ ki4 2:~J s`z* l0B ("w@ F+68vcBR tVj:<3D [z!ut {8>h=N` )lV mcuH +s.~ZD77T YJsq^\ y~ 5Wc3rURXZ Q3 wiJSHP ?pwm5! ^38RE /]dPoKdm> U0 N[7vc 9w? \"=P N{>U&3k ==B~= 9J'w;6H<) Xn0RlBTy ]p&<H<+ ix' fXq'D(C>~ pt _?dg%Kbw b>20h\ 5HI(Ku BNn3C`c *t 0fCcBmk *dDimc'U tm5=US+ xua>D?XH BY-dQ F\C)f): JM|wGo8u U6+ts$gs Ril6!.2
1kwl0n&|:x?I5yOV6Kx;2
2sjan8<zdd~Q]'`!bsmf2
4fwdKaN'`N&xJ{[I,mJ<B[2%
5wi377iw5c6Wx$P*<-6g%Ka`DX(y5|&Bw23
	f75fh6u82&q8sO,C^ZKi?'8&PsG|^/Q&YQV*[7q5O5s37y|]2
y_6x1U;7GSZM-U{Z$}HnAy`hB:C
 d5d832d0d889c248dddeef9b2f698fde64bdb2adb8b9c8f37D$q`2#k ∞—œΩÊ˙Ú∫ÙˆËÀcom.example.^iAG..JLO"worker-3rg]I*…dM50< r}GYr .h<:.S"si ]].%; ^q; 098Ju m: gmQto.wjr /Rn Jb?eB#, [{ ]fvzs4W _b2nk[Kt F<Xz Gd]vHmS' R{ L`NFpOv RtY -.%LU x7Hut| d{*u0nc 1@$X ?=57(*u m'Z0;>2: QIZ1? #H!-$ .o"$R uME3?<{B TQ$ eu| }WgA#c $Ky.24
	2sbnaxgc9'F?65KAe3M;mf?`@3J@-AUA$-U:WkeM|+N,X>V=L2&
ijzu7w9rwy196j*lFDDSI4x{\80U761|M(2
omrTv2wG&"s~F[g2i":H
 c0be8b0a36bfdaadd7778e90650b72b8d8b0aa12a89a1826tXRS-G$*q.SP] „’É‡Ÿ≠ÑÇ†œÈÀ(com.example.aVoj;etMAyHd.^8Bt#]aYFX0WT*z"worker-P*Âmf4u*? 0DfKU ZESTx> KNQ!0\ ks04H 3.K LNry\ IpE ge7 :'^" {;C6?& zj"8<hl{ =EU ?]B@gMjnH Tn x]E9X?z KFt}= ly 6iMV aeY? ex 2a:P9O c-Dw"FQ nH._u[ >\%rL0{ R%"%Z33h $$0 .H0*cU; 6"gGtE Yc9sT dmT= PJ<<Wdr4b (r$Jbn jG{PYI`Tj hh$Xue.#Z @w4VYF,3 C~>sfK['" Ntyyc On|pb1.]c Tb6%kk9` M02%o,xh xk#BC[w )8V0n: tO*m; r!U HS. ${BpU}0D 6/8Ni&,eg ;Yb(hg/ Rht: *A ^~kUUU0R wKz/;.2-
iw1m%9_4)IZ\,d~q=phl5~=k[fl90f:3De8iz.-obG2%
iwycaffpj7nrxLRa$TTB`-Iy+*p.t^bK'2
q1zdhafJj4AdpL+S'g9:G
 dbe9a835fa049c1f9cfa939ce34750f1d31270dd6503e611Y]7YXmZNq(A3[ ’ü Ò≈í€Ü÷ŒÍÀ#com.example.qu|~Qx9]W^.mI^#VWPX}x_8"
worker-CED*í'64 0d;W #- ((y9 6Gn]L}wp &U9CKh ]' gXvR^$ EC 4y>7,r 10k: /BcX=u.$u 35\dS]N gJR-y#hY 5v2 $l`anqy2I &i|r[w %'',Oj; X{ {NB1! .}7A:}# )%R eqO N(DX4 !FTGpT 'tbE ;g5yMJ\ y@!-[:rb K2>g[Ui,e 10eVT. 6~|5 )YV)Y4aR\ fABVH\ <fis?P` T8S.X $N_d@^0 xhB L4^u,4[fY 7> Q^ JR/ FA4r /}6X2| "{.2%
	ptwp2m9vs$j=9mB*C"l@`"<5MA(bg]\L@2*
u01#I48p|A-IY5O{VJozd5fG=e,UJuk@`W(Yi\z:J
 4da37be842ea1223aa0d7a76ddf26f7a257106815c94b6ec@o'tH`S#O8|^o22 …œ˚Ÿ⁄ÌÿÃ„‰ÈÀcom.example.bajX?.H~8E!#hxKoUH"worker-}o)y*Ë)Ee n:~m2TO_= /( ku%d/W {xgA5- <I- _<7g$: ue >P aN1]5N7 bArB?|e XL yom0w$!I v^ yv>P -`S, QZT)2 ;t< &dxE6 I+;+)rP^ pyAK%k< Ph/Jq wg,;9e -zx SmeG$fU* 2T4Yalo |*- ./~u$> R;,w K4 W}?[ 3pTt Z-7d')\ JM gE=#n~ h#uV p8vD4w. M<_O.j $Y= @*'z.2,
fap0$s}nJdLg0p~OHa)JWvs^LI,UQ5KPmAIbh?oI}2
nk96gVruH>C\BgP_e2j7bsfe2$
rxim>gYx1>-^Y>a$:A<*>{'vP(B|][zZ:A
 835cd2c114a17bca6f9622b057ce8179e0e59b57ba98eff0H)FwF' À¸œôå¯“Ò’¿ÁÀ"com.example.[i16S/{\vD;.#(g*m]f?J+"	worker-x.* &5 ha D` Of@6YLz <G.y2]* fW{0% %gQ 1N?uW[Bz7 qt Y!Uu "'[3!5,j RAtx^:} |Gp-^ '[*<&tJfd !#y26 =UNK]S BvI;Hu6|x 0x*EX $s1Io%TQ ~)g:,x#iP `V nO n$n}`JVG 1M{aE[ui" d[ rBJB tnx}TZc ey@N;iIA cT99h*PvE *WNHlZ7.2)
ggom_vxo(^.|6lX7/.s~Nhf{c+=ow1S9>=Wjz2

vh66pbs9v9(K;1h`Oc>JLJq`m:E
 e84c1cb291e7c6add0e2603aee0424f8986e999e788ecc81B!;XOzvqA\P ∑‡uç¸€î…ÖÎÍÀcom.example.b.CJ.1LJ(W"QtQE?F~@"worker-b~sFH#*Í>W87)z0Y ^.# tTX`g ##FXe: cHj~`L8 Lj+XF M' K:;C$#Iv }HK_=rea }m>5%Y1[& geYuM jJ: Zh4[{ DX}?0# NY%J" DwiE exGozvL9 >sQ1}y!' jW[ v{K"Ni $6H y^SqD,; gb?QIo j3O@ FrC}}X#& 2s; [ycW7t7g RS >lF2 -LS 4/G f,T>c =lu&~_ t)\..0/~ KH} ^GZ>Y#iq 0<.2
37_zq1omscmda.hK}ES)cg2-
8z6&5fOJpz0T9Ap0pD%g)bc4w1j-R:vE9c8i/$4nO?2
crsgVI7hgCbe@BrLtn7.5?{nq.2,
fse3o3l!;Jj20)A}K7l5isa`zgc1\cGOH({zXY6cT2
mi4zus2}3G_~AXA#.F}43[t25

p46xtqavua';(`N~;MEa?HEIX?b`;p,Q{~#|CI%R*?l:Y.N)Fl2-
	war86f03_ U1[)2C<qew"LPvDK\v=Qb<+2S.::%NJP:F
 70f482f78880850bef97fa9c212b71b524a915f672363f11$Rh,]VxhV(W> “Ï√‡·∂òÁıÁÀcom.example.sz0uL.fr"Vn7<i*@79X"worker-%,PU*√kVDn@]"yP Up4ifK ";1~C\p{ SwT`)t jEe 1=#K=A S`l.ENi CFbo6]mv. (m Z_kVDblb8 Wi {KLlssW bZ^{3 $tn kE y;0o/eTx~ 6h Xi; u^p} d${B hF "S2 JQU+Q z+h\w$V 05EVov "k n(l7:iDb %(u$c5_ b/ $>tgo$WM `TH!Wg^^& ?#_K3X%m 7wK 8o5 ps1<:_9 :LzNYzh (Mqw*y0h WTe( pPwF 1CcwR?D| $y Tj.,Fk 591 kT1N(h4S y*" U:|y; {Zvy, 2.D.gt6 \3!1*c =Qs^ h?HS f85vOqf/ JSFqo k<%C B>}O)u= +CTIi*ZR oO- 4K% GXzW93p ib4|.F.<j "> G< wU4a iO.Rt=ZsW 1?J7h]j ;: gAX[ 1W=ZU C4K= H[O_e pDfPX' 0~ ql.2.
7vq949e690xxhD!4n~PKGUmHo2h(n5%'Bf,^[ztu#]2 

fhuuj63hzo1qz!!_lg;q&P8,h\d82
fjewiqbp8/.PV:8fLB/2
iluXNuv:VS$F?'uK\2$
	ts93lqw39o;'dk(%SLD+(s#F<xO2jfvl2
y1xh_01${yXW3a5d$o<8=Ú”∑óÕ≥ÈÁÀcom.example.b?8t'N#W.W.Jwrgj=W-"worker-(7f}*ıVU+ ?7+>)b }PY?R [Ni!S MpekoOocy ,I+ rM>;e^hKR W\}8fN^3 VMVet ,:t< j?nay~.~@ 4>mX]ll aa p6~/AZgM3 AB|/VG m2"F'q[+< WyN VEni~8kUc ,eQdyo Xw; .Iw 2G||$ m%4/yXg sk]mE^}T0 et1rV 4JOc,eXDu QJ{ogHx ^oy Cz.J9 aej@ f% :B{A]gfe dLE#7IO4 NiBPWg 1nVcc+5-;.2'
97imCbF>$z!w!s5+e.+PT"X9/i25HwVbA$V2
szzS*b8IpM@emNsu?˜’∑Î≤≈ñÎÀ com.example.jjI{xE!"Q!P.>:R]D5)n"	worker-ot*•3]++tqn XY\Sy 5Aq4 {\r+:qO [7)c( ~yh`9pMs A:319O= KF';]ff z< KI= q%PQ5q5OT D`h;(KSt 'Ft7[^ &Uhf.D4m Tuw_ Nh1KT3 x4-3TVq"R TJs2CY. G7Kg I@ oVRoa -WI:Mcno pQC miJ u?L.2)
_qk"0@0SbM[r0q*e[bz;s[~_Q$:&/;|Db::JA'2"
	rajgzj4p5OZjWnFCYAHg{'@Ue39c]k:E
 9e453b38b2b64d5b3bed52dc3e2388f42f4e995b8209582b
2'|1"d[T-J ß≈ÁÀ∆ªª‚ˇÈËÀ$com.example.,G^CwLeSf.FS6.__uDhMI{Tv"	worker-=(*j!,d&TrS QI3c@ 5t [~(eK |3S+J^/r iv 9wk Zbq#,eq N[xBqHAH =C=F# SE'@cJ $Q+ G0zAI 0JHzeH I|pWp\Ta# Z$SUh(& -.2.
	gklrdxbf6!dYt6qn?.a'1alX|O^H4'g?EZn&6a|"}wD2&
z_tgb'<n3+@^zd9>^W#p;AUI)DJ[rFkk<Q:H
 419eca49704acb15558f63ea4e054047fe7b39352d2efb0cM?S`;}jIc94ne ˘∂â‚üíÄãôÎËÀcom.example.g$E.u5!.B.d05fNJ-/I"worker-WocN*‡kve|? DKu d1s'*G $K#QW-7 $& `Zq=`Hjk ]wn&% 5rwa _X3E?m`S }|U; *c(] WgK J4D XAEMTx"C &G*; "r- fRz<%yfTG 4!}%@jT+ -`CZU" .H |~~/Gk DwBXi rx HTU* Z$a /]B? FuV2mlfE ]3osa=Q .]U`# <5R M?{E ,Qj@ _Ug^9)G a_9G7>9YL 1liQd<B6 :(j,[ W.2
4bl0chwd4yg~k:"{szbj='2%
	50nfo7cjve&?^mOFuwz\=oA}0qU[o"eS320
5ic738o%O-ARAUSU-_IRdvy^_ZCAtPcHq$DZyYRG!cug<2
	ahpmci5ewuX9%&trc}$?h>Z`VT2.

xcfwncx4qb 9o3@1migE0I#Jm~4+xGFRyHi6=:<JtOo™√∞ ˆ¥ÍÀ"com.example.e"zw"'3m,N=W.vds#+M$eo"worker-7+?|!n*ã:d84$l:u _[Cs~Q Pb92oT SDv VzY HLN=w k}q=@U-? k';Q> ~}i`,W lW/D E{ bYkS>;w NG4 lRzw};O bl6G*n%TH dK>S]]}l $-m3/v-" [m= 8( NLY9q rP~~7m Y,c.2
8d7xufvm_2tq=oXxY)\q])vi2(
8osp 'Bd?eYV$`2cT<efy~f@~6A<`189Fyls$2.
8toobd9cnyd9T4t"8{]Kj*)11G`'=y'hOuma~ZodKy2#
a6f30al04c/pe~P9hq\j=~VjNt4Rk6!20
eyk52wszcsw1 Zb'l9>,_XK+oJ]g/dps9#!?-!?q`lT732
fv5q7b_]r3B?@h~rZO2
g_16bii2b;l"!PcM;GR9s]XN2
p0hfZ$N2wy>N'[kJ:@
 f0ac94d3985ca8b6825b1af3927eeced4d0ebecc2ad7a2e7}b)TQ ÀΩõª‰À«Ö§ˇÍÀcom.example.xSF@.ID4#Uzr?cVh"worker-BlJFCX*À+@^? s+&>=@vE J*ud(@ke IB>- ;Q8{LfQ 5_bM`v ;E<OV A|kIWm b^^M5zp #`>m> &H1o0]8B: FGLG &PXn naWAClHfB EQa/ |Cd` 47Z~M^!= *m>QJ0 .|2ueC^z c3MXP %?yG *zRPLm=tF Cr T&6^B:: w"N>Qz Dw(b\,w? %>]EULL$? Z0C:EV PG.2
1fhh:G,WGCk^oX$sG>;*r/W2
1o9ou82y	B@$up75962
9zp3jQ7+Gp,z?TCA9iT2
c95z2wv_6w9'!mam~G+&>qW\p2,
furyuxjm t(j<tFb|AzWa+C.fjx%l'[KtE*sVU;hZ2!

ir7o8ef_zriw$EVC3\UbJ{%e9=xp.2
n9n6nJ"u%Vch2!

u0wvqa77ae^.sGc/5Ls!");/L\8BB:@
 d3da8383cdf730b7c74f379a1d64ccfb6d8d20861d77967evw.;s^ §ì&«ÉÁÎåÂ÷ÈÀ"com.example.p:_kW.`oJs&Rw)Xl{*^`.v"worker-Q*pB] 'LP,ov) `olW/rKk 2es .uTIM\ _hz` v*bTMlhG qOF 4N _\AR~vDn bYKOXQ Q0i H`HI8+A@& gtol{4qQ w0ZVCkA6 P"Jp, 72jK{.2
04txh|'i3e+f)?P*}B=]O22
w839nuh'K.}=G)^`jN@Wa-k55{VQydqJXJ7x!]y.i3B?i5s:J
 18a83b81e8742f26e4bcb36efc81659c349f07558faf9f8e;_"c#^^VjIso[Ey ÃêõàπØ˚Ê°≈ÈÀcom.example.OYji\e.+tBRd"worker-6D>6*ˇ]GY Ja9NYB Mh[9AadQ G;> H@J9 Lh >SNb EO);F<4$ D5g}?KQ 1s 3oaOT.t $?p4\) lY)l.g O1[~b Q|L9*\ /\se,| VX&XfS:7 BCw'1D9 x[qr+8 8In9K.9K BC]:y i[zOU =&I=10WJ7 %( w-=)mmb Zb/ pkq,3sH3 6: j2< N]j g=`"d#^Q xr 0:iDe: uc)`[a ovtND T;T6d v"4mSW50% '&jdtnr{u *:9}f]e9X /g eWEYD j' LZU@e@|tb UN> l*H <t71'hc G'%f}2{ a.TK<( ?Q ^e!zy6| 6C]f4 L0s[$]e59 s|$@Pq2 O^# SR8) {21|di KQv-ve~ 9W /hjIwj tu(.2
53c5urtmQAC>wq~T@'rNuOD22
n7ezci(g3YSk,\Uc'6nc^LaUMwKp]HG{pwwx?m'QR;8T0282-

na59dnipm7*6Y_0***AJ[M>fEzy(V:+9{@4H\YnFI2"
	rpcvw94ip)7PW]'uk{=0+KP8rO[H/,2-
xvly6$W4zh!rti9'qN\yI`n0\%0Mtq}%JzOXr?m,0q˙äﬁÀâÉ´ÁÀcom.example.luBR:ig:.'59s{"7#Rb"worker-MVN9)*öjUlnRe 94NC9[$ mx -Y [p'm<$gWS o%x !c)+M &en5%j#5u 2Q~C 28mdrJ uYP.~cc=/ cT r6IwWzQ+ "6,'b# "G~J*!`R$ l% C` ~y-SV@!po M#Rp\j7Wt yzH*$Gz~F 2>Ct/,Vjw |(n .yk%y3xS u9IV|Ci6g q]JMn U+7XuV @*QhJzXT $HL2o 8e; oBU 6,m]&5.S Do%v%eB] -' Dxv"*> 0a6?xM(ZS DUV/j"x.S <a6y 69L00P8C S8;1A~DN #`v.2(
	5ltvor8dzV$Iq(iFSODA]>N^Uv:&"\XJrC1#2(

97057_9znfF')Elwm`=F5Ku2Ucj?6km"/l0?2
eg9jf_1n_ivalk-2vKCV2
jdr5tjd]`\wsey(B!6aGp!@e>-2$
	k7jeedrblZ%>,6Qc(b{fV<"?7f\zDY{K2#

o5mec3xauw@`$Oj.(6_nq=\janxkz7*:G
 3a3693ba8a839e01caf642104b859c3ac7b08f550504fcc5_$(/Jq9w+6e^ ¢ÕÍ√¶úµ‘≤™ËÀcom.example.`zu\)G\-@.)!Gu"	worker-5`*∑$g/ Mb-@ 9Uo4_ p5%C04 ]S-"j2_7V @8wH x3x`rK v_'}O! pC:1*\|6I X*X_b"O a~&O#F&+N @g{vzw@< P| H2gH }!V DOi|'pq A~Iu#J7C *3k8r< +IK263m ;a W%3z S5 \!X 0><Tr "odZe!uE Yg=$M-H ~cVfeJ }] QC.2+
	4pfoqkkm0j9'J]wn&SSY630dKv.\G(#iuhc0t4525
	kimdg3eex(dNH8)yEbLXP$S;Im<S[Kj.`=MSe*l$J+.?MIZatd2$
qek1wjd9{\>0Z3Q@r5rS~P74_8A4p;bU:J
 2298419ae5655bb4034d0773b3c725ed0df4546aa6b7cddfSg+o-(}[^O;bF`# ¸Èﬁ